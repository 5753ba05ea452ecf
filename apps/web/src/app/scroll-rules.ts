/** Routes that all render the home page (the auth routes open their panel over it). */
const HOME_PAGE_ROUTES = new Set(['Home', 'SignIn', 'SignUp', 'ForgetPassword']);

export interface ScrollPlace {
  /** The deepest matched route's id, which is its route name (Home, ApplicationForm...). */
  routeId: string;
  hash: string;
  /** Arrived with the redirect query flag, which the home page handles itself (features/home/use-redirect-arrival.ts). */
  redirected?: boolean;
}

export type ScrollAction =
  | { kind: 'stay' }
  | { kind: 'top' }
  | { kind: 'smooth-top' }
  | { kind: 'hash'; id: string }
  | { kind: 'restore'; y: number };

/**
 * The scroll rules for a navigation from `from` (null on the first load) to `to`:
 * a hash scrolls smoothly to its element; between Home and the application form the page starts
 * at the top; otherwise a saved position (going back or forward) is restored, or the page scrolls
 * smoothly to the top. Opening or switching a side panel leaves the home page where it is. An
 * arrival with the redirect flag, and the navigation that clears the flag, are the home page's to
 * scroll (after 250 ms, 96 px down).
 */
export function scrollAction(from: ScrollPlace | null, to: ScrollPlace, saved: number | undefined): ScrollAction {
  const home = (place: ScrollPlace) => HOME_PAGE_ROUTES.has(place.routeId);
  if (to.hash.length > 1) {
    const clearingFlag = from?.redirected && from.hash === to.hash;
    if (home(to) && (to.redirected || clearingFlag)) return { kind: 'stay' };
    return { kind: 'hash', id: decodeURIComponent(to.hash.slice(1)) };
  }
  if (!from) return { kind: 'stay' };
  if (home(from) && home(to)) return { kind: 'stay' };
  if ((home(from) && to.routeId === 'ApplicationForm') || (from.routeId === 'ApplicationForm' && home(to))) return { kind: 'top' };
  if (saved !== undefined) return { kind: 'restore', y: saved };
  return { kind: 'smooth-top' };
}
