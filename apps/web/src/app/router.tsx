import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, redirect, type HydrationState, type RouteObject } from 'react-router';
import type { PageSlug } from '@awards/contracts';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { ROUTES, pathTo } from '@/lib/paths';
import { hasValidToken } from '@/lib/session';
import { AuthPanelOutlet } from './auth-panel-outlet';
import type { RouteHandle } from './route-handle';
import { FirstLoad, RootLayout } from './root-layout';
import { RouteError } from './route-error';

/** A route's page component, loaded when the route is first visited (its own chunk). */
function page<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return async () => ({ Component: (await load())[name] as ComponentType });
}

function legal(slug: PageSlug) {
  return async () => {
    const { LegalPage } = await import('@/features/legal/routes/legal-page');
    return { Component: () => <LegalPage slug={slug} /> };
  };
}

const handle = (value: RouteHandle) => value;
const template = (titleKey: RouteHandle['titleKey'], extra: RouteHandle = {}) => handle({ titleKey, template: true, ...extra });
const path = (pattern: string) => pattern.slice(1);

/**
 * The site's route table. Each route's `id` is its route name (see `lib/paths.ts`); `handle` says its title, whether
 * it is a template page (header and footer), its transition, and which side panel it opens.
 * Each page, the home page too, loads on its first visit, so no page downloads another's code. Loaders
 * get the query client to fetch a page's data before it shows (`queryClient.prefetchQuery(...)`).
 */
export const createRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    HydrateFallback: FirstLoad,
    ErrorBoundary: RouteError,
    children: [
      { index: true, loader: ({ request }) => redirect(pathTo('Home') + new URL(request.url).search) },
      {
        id: 'HomePage',
        lazy: page(() => import('./routes/home-route'), 'HomeRoute'),
        // The home page gives the season's next moment and its key dates, under each of its panels too.
        handle: { showsDates: true },
        children: [
          { id: 'Home', path: path(ROUTES.Home), Component: AuthPanelOutlet, handle: template('routes.home') },
          { id: 'SignIn', path: path(ROUTES.SignIn), Component: AuthPanelOutlet, handle: template('routes.signIn', { authPanel: 'signin' }) },
          { id: 'SignUp', path: path(ROUTES.SignUp), Component: AuthPanelOutlet, handle: template('routes.signUp', { authPanel: 'signup' }) },
          {
            id: 'ForgetPassword',
            path: path(ROUTES.ForgetPassword),
            Component: AuthPanelOutlet,
            handle: template('routes.forgetPassword', { authPanel: 'forget-password' }),
          },
        ],
      },
      {
        id: 'Profile',
        path: path(ROUTES.Profile),
        // Without a valid token the visitor is sent home; otherwise the user's
        // entries (and their counts) are loaded before the page shows (a failure is the page's to show).
        loader: async () => {
          if (!hasValidToken()) return redirect(pathTo('Home'));
          const [{ entriesQueryOptions }, { meQueryOptions }] = await Promise.all([
            import('@/features/profile/api/get-entries'),
            import('@/features/profile/api/get-me'),
          ]);
          await Promise.all([queryClient.prefetchQuery(entriesQueryOptions()), queryClient.prefetchQuery(meQueryOptions())]);
          return null;
        },
        lazy: page(() => import('./routes/profile-route'), 'ProfileRoute'),
        handle: template('routes.profile', { browserOnly: true }),
      },
      { id: 'Legends', path: path(ROUTES.Legends), lazy: page(() => import('@/features/legends/routes/legends-page'), 'LegendsPage'), handle: template('routes.loty', { showsDates: true }) },
      {
        id: 'Giveaway',
        path: path(ROUTES.Giveaway),
        lazy: page(() => import('@/features/giveaway/routes/giveaway-page'), 'GiveawayPage'),
        handle: template('routes.giveaway', { showsDates: true }),
      },
      { id: 'VOTING', path: path(ROUTES.VOTING), lazy: page(() => import('@/features/voting/routes/voting-page'), 'VotingPage'), handle: template('routes.voting', { showsDates: true }) },
      {
        id: 'ApplicationForm',
        path: path(ROUTES.ApplicationForm),
        lazy: page(() => import('./routes/application-form-route'), 'ApplicationFormRoute'),
        // The form page has its own heading and footer logo, not the site's frame; closed, it says when applications closed.
        handle: handle({ titleKey: 'routes.applicationForm', template: false, showsDates: true }),
      },
      { id: 'Stream', path: path(ROUTES.Stream), lazy: page(() => import('@/features/stream/routes/stream-page'), 'StreamPage'), handle: template('routes.stream', { showsDates: true }) },
      { id: 'PrivacyPolicy', path: path(ROUTES.PrivacyPolicy), lazy: legal('privacy-policy'), handle: template('routes.privacyPolicy') },
      { id: 'TermsOfUse', path: path(ROUTES.TermsOfUse), lazy: legal('terms-of-use'), handle: template('routes.termsOfUse') },
      { id: 'CookiesPolicy', path: path(ROUTES.CookiesPolicy), lazy: legal('cookies-policy'), handle: template('routes.cookiesPolicy') },
      { id: 'NotFound', path: '*', lazy: page(() => import('@/features/not-found/routes/not-found-page'), 'NotFoundPage'), handle: template('routes.notFound') },
    ],
  },
];

type Router = ReturnType<typeof createBrowserRouter>;

function goingHomeOnRefusal(router: Router): Router {
  // After a 401 (the API client has already cleared the session) go home.
  setUnauthorizedHandler(() => void router.navigate(pathTo('Home')));
  return router;
}

/** The app's router; tests pass `createMemoryRouter` with a starting path. */
export function createRouter(queryClient: QueryClient, create: (routes: RouteObject[]) => Router = createBrowserRouter): Router {
  return goingHomeOnRefusal(create(createRoutes(queryClient)));
}

/**
 * The router of a page the server drew, with what the drawing's loaders returned. The code of the
 * page's routes is loaded first, so that the app's first render is that page, as drawn, and not the
 * loading screen.
 */
export async function createHydratingRouter(queryClient: QueryClient, hydrationData: HydrationState): Promise<Router> {
  const routes = createRoutes(queryClient);
  const lazy = (matchRoutes(routes, window.location) ?? []).map(({ route }) => route).filter((route) => typeof route.lazy === 'function');
  await Promise.all(lazy.map(async (route) => Object.assign(route, await (route.lazy as () => Promise<Partial<RouteObject>>)(), { lazy: undefined })));
  return goingHomeOnRefusal(createBrowserRouter(routes, { hydrationData }));
}
