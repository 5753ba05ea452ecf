import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDialog } from '@/lib/dialog-layer';
import { pathTo } from '@/lib/paths';
import { useClosing } from '@/lib/use-closing';
import { ChevronIcon, CloseIcon } from '../ui/icons/icons';
import { Spinner } from '../ui/spinner/spinner';
import { LanguageSwitcher } from './language-switcher';
import './menu.css';
import { usePageId } from '@/lib/hydration';

export interface MenuNomination {
  id: number;
  title: string;
}

interface MenuProps {
  id: string;
  /** Called once the close animation has finished; the menu is rendered only while open. */
  onClose: () => void;
  /** The nominations in the selected language, as their query stands. */
  nominations: { status: 'pending' | 'error' | 'success'; data?: MenuNomination[] };
  /** Where a nomination leads: its application form while applications are open, else its voting page. */
  nominationPath: (id: number) => string;
  /** Phones only: the countdown, which their header has no room for. */
  countdown: ReactNode;
}

const home = pathTo('Home');

/** The site menu: a full-screen overlay on phones and tablets, a sidebar from the desktop breakpoint. */
export function Menu({ id, onClose, nominations, nominationPath, countdown }: MenuProps) {
  const { t } = useTranslation();
  const { closing, requestClose } = useClosing(true, onClose);
  const [nominationsOpen, setNominationsOpen] = useState(false);
  const dialog = useRef<HTMLDivElement>(null);
  const listId = usePageId();
  const dismiss = useDialog(dialog, true, 'panel', requestClose);

  return (
    <div className={`menu${closing ? ' is-closing' : ''}`}>
      <div className="menu__backdrop" aria-hidden="true" onClick={dismiss} />
      <div ref={dialog} id={id} className="menu__sheet" role="dialog" aria-modal="true" aria-label={t('menu.label')} tabIndex={-1}>
        <div className="menu__top">
          <button type="button" className="icon-button" aria-label={t('menu.close')} onClick={dismiss}>
            <CloseIcon />
          </button>
        </div>
        <nav className="menu__nav" aria-label={t('menu.label')}>
          <ul className="menu__list">
            <li>
              <Link className="menu__link" to={`${home}#how-it-works`}>
                {t('menu.howItWorks')}
              </Link>
            </li>
            <li>
              <button type="button" className="menu__link" aria-expanded={nominationsOpen} aria-controls={listId} onClick={() => setNominationsOpen((value) => !value)}>
                {t('menu.nominations')}
                <ChevronIcon className={`menu__chevron${nominationsOpen ? ' is-open' : ''}`} />
              </button>
              <ul id={listId} className="menu__sublist" hidden={!nominationsOpen}>
                {nominations.data?.map((nomination) => (
                  <li key={nomination.id}>
                    <Link className="menu__sublink" to={nominationPath(nomination.id)}>
                      {nomination.title}
                    </Link>
                  </li>
                ))}
                {nominations.status === 'pending' && (
                  <li>
                    <Spinner size="small" />
                  </li>
                )}
                {nominations.status === 'error' && <li className="menu__note">{t('menu.nominationsUnavailable')}</li>}
              </ul>
            </li>
            <li>
              <Link className="menu__link" to={`${home}#contact`}>
                {t('menu.contactUs')}
              </Link>
            </li>
          </ul>
        </nav>
        <div className="menu__footer">
          <LanguageSwitcher />
          <div className="menu__countdown">{countdown}</div>
        </div>
      </div>
    </div>
  );
}
