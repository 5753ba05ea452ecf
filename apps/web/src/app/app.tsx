import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { pathTo } from '@/lib/paths';
import { AppProvider } from './provider';
import { createRouter } from './router';

function createAppRouter() {
  const router = createRouter();
  // Spec sections 4 and 8: after a 401 (the client has already cleared the session) go home.
  setUnauthorizedHandler(() => void router.navigate(pathTo('Home')));
  return router;
}

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
