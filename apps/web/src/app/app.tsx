import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { AppProvider } from './provider';
import { createRouter } from './router';

/** One query client for the components and the route loaders, so a loader's data is the page's cache. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  const [router] = useState(() => createRouter(queryClient));
  // The screen the server drew is marked busy until the app's has replaced it (apps/server web module).
  useEffect(() => document.getElementById('root')?.removeAttribute('aria-busy'), []);
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
