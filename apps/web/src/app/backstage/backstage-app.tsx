import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useNamespaces } from '@/lib/namespace-catalogues';
import { BackstageGate } from './backstage-gate';
import { BackstageRoutes } from './backstage-routes';

/**
 * Everything under /backstage, loaded on its first visit. Its texts are catalogues of their own
 * (locales/<namespace>/), loaded before the first render; after a switch of language the pages
 * stay mounted (a half-written reply survives) but hidden until the new language's texts are in.
 */
export function BackstageApp() {
  const { t } = useTranslation();
  const namespaces = useNamespaces();
  const ready = namespaces.state === 'ready';
  const [started, setStarted] = useState(ready);
  if (ready && !started) setStarted(true);

  const waiting = !ready && (
    <div className="backstage__loading">
      {namespaces.state === 'failed' ? (
        // The backstage's own texts are what failed: the site's catalogue speaks here.
        <div className="backstage-notice" role="alert">
          <p className="backstage-notice__text">{t('routeError.lead')}</p>
          <button type="button" className="button button--primary" onClick={namespaces.retry}>
            {t('routeError.reload')}
          </button>
        </div>
      ) : (
        <Spinner size="large" />
      )}
    </div>
  );
  if (!started) return waiting;
  return (
    <>
      {waiting}
      <div hidden={!ready}>
        <BackstageGate>{(self) => <BackstageRoutes self={self} />}</BackstageGate>
      </div>
    </>
  );
}
