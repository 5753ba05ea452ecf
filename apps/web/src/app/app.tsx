import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { AppProvider } from './provider';
import { createRouter } from './router';

/**
 * One query client for the components and the route loaders, so a loader's data is the page's
 * cache. A page the server drew comes with its router, made ready for it (`createHydratingRouter`).
 */
export function App({ queryClient, router: drawnPageRouter }: { queryClient: QueryClient; router?: ReturnType<typeof createRouter> }) {
  const [router] = useState(() => drawnPageRouter ?? createRouter(queryClient));
  // The page the server drew is marked until the app has taken it over (apps/server web module).
  useEffect(() => document.getElementById('root')?.removeAttribute('data-drawn'), []);
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
