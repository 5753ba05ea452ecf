import { lazy, Suspense } from 'react';
import { usePanelOpening } from '@/lib/dialog-layer';
import { useRouteHandle } from './route-handle';

// The panels' code (side panel, forms, captcha) loads only when a route opens one.
const AuthPanel = lazy(() => import('@/features/auth/components/auth-panel').then((module) => ({ default: module.AuthPanel })));

/**
 * The slot where a route's `handle.authPanel` opens its side panel over the home page. The auth
 * feature fills it; the routes only name the panel (app/router.tsx). The panel counts as open on the
 * dialog layer from the moment its route is, while its code still loads, so a notice waits for it.
 */
export function AuthPanelOutlet() {
  const { authPanel } = useRouteHandle();
  usePanelOpening(authPanel !== undefined);
  if (!authPanel) return null;
  return (
    <Suspense>
      <AuthPanel panel={authPanel} />
    </Suspense>
  );
}
