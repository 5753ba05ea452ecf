import { useId, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StaffSelf } from '@awards/contracts';
import { LanguageSwitcher } from '@/components/layout/language-switcher';
import { CloseIcon, MenuIcon } from '@/components/ui/icons/icons';
import { getConfig } from '@/lib/config';
import { backstagePath } from '@/lib/backstage-paths';
import { loadPage } from '@/lib/load-page';
import { pathTo } from '@/lib/paths';
import { logout, useSession } from '@/lib/session';
import { sectionsFor, sectionPath, type Section } from './sections';
import './backstage-layout.css';

/**
 * The backstage's frame, apart from the site's header and footer: the product's name, the sections
 * the caller's roles open (with `self`, once in), the caller's name, the language and signing out.
 * From 1024 px the sections stand in a column beside the page, however many a role opens and
 * however long their names run; narrower, they and the rest fold into a menu under the bar.
 */
export function BackstageLayout({ self, children }: { self?: StaffSelf; children: ReactNode }) {
  const { t } = useTranslation('backstage');
  const location = useLocation();
  const { isAuthenticated } = useSession();
  const menuId = useId();
  // The menu belongs to the page it was opened on: any navigation folds it again.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const sections = self ? sectionsFor(self.roles) : [];
  // A section's link stays current on the pages below it (an application, a message); the overview's, at /backstage itself, on none.
  const isCurrent = (section: Section) => {
    const path = backstagePath(section.route);
    return location.pathname === path || (section.route !== 'Backstage' && location.pathname.startsWith(`${path}/`));
  };

  const signOut = () => {
    logout();
    loadPage(pathTo('Home'));
  };

  return (
    <div className="backstage">
      <header className="backstage-bar">
        <div className="backstage-bar__inner">
          <Link className="backstage-bar__brand" to={backstagePath('Backstage')}>
            {getConfig().title} <span className="backstage-bar__badge">{t('layout.backstage')}</span>
          </Link>
          <button type="button" className="icon-button backstage-bar__toggle" aria-expanded={open} aria-controls={menuId} onClick={() => setOpenAt(open ? null : location.key)}>
            {open ? <CloseIcon /> : <MenuIcon />}
            <span className="visually-hidden">{t('layout.menu')}</span>
          </button>
        </div>
      </header>
      <div className="backstage__body container">
        <div id={menuId} className={`backstage-bar__menu${open ? ' is-open' : ''}`}>
          {sections.length > 0 && (
            <nav className="backstage-nav" aria-label={t('layout.sections')}>
              <ul className="backstage-nav__list">
                {sections.map((section) => (
                  <li key={section.name}>
                    <Link className="backstage-nav__link" to={sectionPath(section)} aria-current={isCurrent(section) ? 'page' : undefined}>
                      {t(`nav.${section.name}`)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <div className="backstage-bar__account">
            {self && <span className="backstage-bar__name">{self.name}</span>}
            <LanguageSwitcher />
            {isAuthenticated && (
              <button type="button" className="button button--ghost button--small" onClick={signOut}>
                {t('layout.signOut')}
              </button>
            )}
          </div>
        </div>
        <div className="backstage__content">{children}</div>
      </div>
    </div>
  );
}
