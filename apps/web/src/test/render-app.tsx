import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createBackstageQueryClient, createBackstageRouter } from '@/app/backstage/backstage-root';
import { AppProvider } from '@/app/provider';
import { createRouter } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';

/**
 * The app the server serves at `path` (the site, or the backstage under /backstage), with its real
 * routes, providers and 401 handling, in memory.
 */
export function renderApp(path: string) {
  const backstage = path.startsWith('/backstage');
  const queryClient = backstage ? createBackstageQueryClient() : createQueryClient();
  const inMemory = (routes: RouteObject[]) => createMemoryRouter(routes, { initialEntries: [path] });
  const router = backstage ? createBackstageRouter(inMemory) : createRouter(queryClient, inMemory);
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
