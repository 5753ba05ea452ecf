import { useRef, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pathTo } from '@/lib/paths';
import { MenuIcon } from '../ui/icons/icons';
import { Logo } from './logo';
import { useStickyAfterScroll } from './use-sticky-after-scroll';
import './header.css';

export interface HeaderAccount {
  name: string;
  initials: string;
}

interface HeaderProps {
  title: string;
  /** Shown from tablet width; phones get it in the menu and the footer. */
  countdown: ReactNode;
  /** The signed-in user, or null for a guest (who gets LOG IN). */
  account: HeaderAccount | null;
  /** The apply button's action; without it (applications closed or not yet open) there is no apply button. */
  onApply?: () => void;
  menuOpen: boolean;
  onMenuToggle: () => void;
  menuButton: RefObject<HTMLButtonElement | null>;
  menuId: string;
}

export function Header({ title, countdown, account, onApply, menuOpen, onMenuToggle, menuButton, menuId }: HeaderProps) {
  const { t } = useTranslation();
  const shell = useRef<HTMLDivElement>(null);
  const sticky = useStickyAfterScroll(shell);

  return (
    <div ref={shell} className="site-header-shell">
      <header className={`site-header${sticky ? ' is-sticky' : ''}`}>
        <div className="container site-header__inner">
          <Logo title={title} />
          <div className="site-header__countdown">{countdown}</div>
          <div className="site-header__actions">
            {onApply && (
              <button type="button" className="button button--primary site-header__apply" onClick={onApply}>
                {t('header.apply')}
              </button>
            )}
            {account ? (
              <Link to={pathTo('Profile')} className="avatar" aria-label={t('header.profileLink', { name: account.name })}>
                <span aria-hidden="true">{account.initials}</span>
              </Link>
            ) : (
              <Link to={pathTo('SignIn')} className="button button--ghost site-header__sign-in">
                {t('header.signIn')}
              </Link>
            )}
            <button
              ref={menuButton}
              type="button"
              className="icon-button site-header__menu"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              aria-label={t('header.menu')}
              onClick={onMenuToggle}
            >
              <MenuIcon />
            </button>
          </div>
        </div>
      </header>
    </div>
  );
}
