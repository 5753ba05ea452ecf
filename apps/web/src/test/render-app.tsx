import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { createRouter } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';

/** The whole app at `path`, with its real routes, providers and 401 handling, in memory. */
export function renderApp(path: string) {
  const queryClient = createQueryClient();
  const router = createRouter(queryClient, (routes) => createMemoryRouter(routes, { initialEntries: [path] }));
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, ...view };
}

/** An unsigned token with these claims, valid for an hour unless `exp` says otherwise. */
export function testToken(claims: Record<string, unknown> = {}): string {
  const payload = { name: 'Lena Varga', email: 'lena@example.com', exp: Math.floor(Date.now() / 1000) + 3600, ...claims };
  const bytes = new TextEncoder().encode(JSON.stringify(payload));
  return `eyJhbGciOiJIUzI1NiJ9.${btoa(String.fromCharCode(...bytes)).replace(/=+$/, '')}.signature`;
}
