import { Outlet, useMatches, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GlobalLoader } from '@/components/ui/global-loader/global-loader';
import { useRouteHandle } from './route-handle';
import { ScrollManager } from './scroll-manager';
import { SiteFooter, SiteHeader } from './site-chrome';
import { useDocumentTitle } from './use-document-title';

/**
 * Every page's frame: the navigation loader, the title, the scroll rules, and on template pages the
 * header and footer. The page enters with its route's transition; the key keeps the home page (and
 * its panels) one page, so opening a panel does not replay it.
 */
export function RootLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const handle = useRouteHandle();
  const pageKey = useMatches()[1]?.pathname ?? '';
  useDocumentTitle(handle.titleKey);
  const transition = handle.transition ?? 'page';

  return (
    <>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <GlobalLoader active={navigation.state !== 'idle'} />
      <ScrollManager />
      {handle.template && <SiteHeader />}
      <main id="main" key={pageKey} tabIndex={-1} className={transition === 'none' ? undefined : `transition-${transition}`}>
        <Outlet />
      </main>
      {handle.template && <SiteFooter />}
    </>
  );
}

/** Shown until the first route's code and data are in (a deep link to a lazy page). */
export function FirstLoad() {
  return <GlobalLoader active />;
}
