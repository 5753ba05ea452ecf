import { useMatches } from 'react-router';
import type en from '@/locales/en.json';
import type { AuthPanelName } from '@/features/auth/auth-panel';

export type RouteTitleKey = `routes.${keyof typeof en.routes}`;

/**
 * What a route declares besides its path, in its `handle` (app/router.tsx). Child routes override
 * their parents, field by field.
 */
export interface RouteHandle {
  /** The route's title: the page title is the product title plus this, translated. */
  titleKey?: RouteTitleKey;
  /** Template pages show the site header and footer; others stand alone. */
  template?: boolean;
  /** The named animation the page enters with; 'page' unless set. */
  transition?: 'page' | 'none';
  /** Opens this side panel over the page: the route-driven sign-in, sign-up and password panels. */
  authPanel?: AuthPanelName;
  /** Drawn by the browser alone, never by the server: the page needs the session, which only the browser holds. */
  browserOnly?: boolean;
  /**
   * The page, as drawn, can show a date or a time: taking it over loads the language's date data
   * beforehand (lib/format.ts), which other pages leave until a date is first shown.
   */
  showsDates?: boolean;
}

/** Route handles merged, parents first: a child's fields override its parents'. */
export function mergedHandle(handles: readonly unknown[]): RouteHandle {
  return Object.assign({}, ...handles.map((handle) => handle as RouteHandle | undefined)) as RouteHandle;
}

/** The merged handle of the current route and its parents. */
export function useRouteHandle(): RouteHandle {
  return mergedHandle(useMatches().map((match) => match.handle));
}
