import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';

/**
 * A route that failed to load (a page's code after a new release, a loader error):
 * navigation failures are only logged; the visitor gets a way to try again.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => console.error('Navigation failed', error), [error]);
  return (
    <main id="main" className="transition-page">
      <Page title={t('routeError.title')} lead={t('routeError.lead')}>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </button>
      </Page>
    </main>
  );
}
