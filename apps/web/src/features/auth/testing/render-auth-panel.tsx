import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { NotificationsProvider } from '@/components/ui/notification/notifications';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import type { AuthPanelName } from '../auth-panel';
import { AuthPanel } from '../components/auth-panel';

/** A stand-in for the home page: only its nominations anchor matters to the panels. */
const Home = () => (
  <main>
    <div id="nominations">Nominations</div>
  </main>
);

const overHome = (path: string, panel: AuthPanelName): RouteObject => ({
  path,
  element: (
    <>
      <Home />
      <AuthPanel panel={panel} />
    </>
  ),
});

/**
 * The auth panels over a stand-in home page, with the routes they lead to, so their tests do not
 * depend on the rest of the site (the app's own tests cover the real route table).
 */
export function renderAuthPanel(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/home', element: <Home /> },
      overHome('/signin', 'signin'),
      overHome('/signup', 'signup'),
      overHome('/forget-password', 'forget-password'),
      { path: '/profile', element: <h1>Profile</h1> },
      { path: '/application-form/:nominationId', element: <h1>Application form</h1> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <NotificationsProvider>
          <RouterProvider router={router} />
        </NotificationsProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { router, ...view };
}
