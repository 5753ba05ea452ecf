import { Outlet, useMatches, useNavigation, useNavigationType } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GlobalLoader } from '@/components/ui/global-loader/global-loader';
import { HydrateLater } from '@/lib/hydrate-later';
import { useFreshContent } from './fresh-content';
import { useRouteHandle } from './route-handle';
import { ScrollManager } from './scroll-manager';
import { SiteFooter, SiteHeader, SitePreviewBanner } from './site-chrome';
import { useDocumentTitle } from './use-document-title';

/**
 * Every page's frame: the navigation loader, the title, the scroll rules, the preview's banner in a
 * tab in preview, and on template pages the header and footer. It keeps the content fresh (each
 * publish, and the draft in preview), so every open public page holds the live stream. A page the
 * visitor goes to enters with its route's transition; the first page and history steps (POP) show
 * at once, so the page the server drew first is not faded out and in again. The key keeps the home
 * page (and its panels) one page, so opening a panel does not replay it.
 */
export function RootLayout() {
  const navigation = useNavigation();
  const handle = useRouteHandle();
  const pageKey = useMatches()[1]?.pathname ?? '';
  useDocumentTitle(handle.titleKey);
  useFreshContent();
  const transition = useNavigationType() === 'POP' ? 'none' : (handle.transition ?? 'page');

  return (
    <>
      <SkipLink />
      <SitePreviewBanner />
      <GlobalLoader active={navigation.state !== 'idle'} />
      <ScrollManager />
      {handle.template && <SiteHeader />}
      <main id="main" key={pageKey} tabIndex={-1} className={transition === 'none' ? undefined : `transition-${transition}`}>
        <Outlet />
      </main>
      {handle.template && (
        <HydrateLater>
          <SiteFooter />
        </HydrateLater>
      )}
    </>
  );
}

/** The keyboard user's way past the header, first on every page. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href="#main">
      {t('app.skipToContent')}
    </a>
  );
}

/** Shown until the first route's code and data are in (a deep link to a lazy page). */
export function FirstLoad() {
  return <GlobalLoader active />;
}
