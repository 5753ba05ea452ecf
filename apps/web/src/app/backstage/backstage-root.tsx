import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { BACKSTAGE_ROUTES } from '@/lib/backstage-paths';
import { createQueryClient } from '@/lib/query-client';
import { AppProvider } from '../provider';
import { SkipLink } from '../root-layout';
import { RouteError } from '../route-error';
import { BackstageApp } from './backstage-app';

/** The page around the backstage: the way past its menu, and the main region its pages fill. */
function BackstageFrame() {
  return (
    <>
      <SkipLink />
      <main id="main" tabIndex={-1}>
        <BackstageApp />
      </main>
    </>
  );
}

type CreateRouter = (routes: Parameters<typeof createBrowserRouter>[0]) => ReturnType<typeof createBrowserRouter>;

/** The backstage's one route; its pages are matched below it (backstage-routes.tsx). Tests pass a memory router. */
export function createBackstageRouter(create: CreateRouter = createBrowserRouter) {
  return create([{ path: `${BACKSTAGE_ROUTES.Backstage}/*`, Component: BackstageFrame, ErrorBoundary: RouteError }]);
}

/** Staff work on what others and the clock change: every backstage page reads afresh when it opens. */
export const createBackstageQueryClient = () => createQueryClient({ staleTime: 0 });

export function BackstageRoot({ queryClient }: { queryClient: QueryClient }) {
  const [router] = useState(() => createBackstageRouter());
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
