/**
 * The site's route table, by route name. Features link with these instead of writing paths, so a
 * renamed path changes in one place; the router (app/router.tsx) builds its routes from them.
 */
export const ROUTES = {
  Home: '/home',
  SignIn: '/signin',
  SignUp: '/signup',
  ForgetPassword: '/forget-password',
  Profile: '/profile',
  Loty: '/loty',
  Giveaway: '/giveaway',
  VOTING: '/voting/:nominationId',
  ApplicationForm: '/application-form/:nominationId',
  Stream: '/stream',
  PrivacyPolicy: '/privacy-policy',
  TermsOfUse: '/terms-of-use',
  CookiesPolicy: '/cookies-policy',
  // The backstage (app/backstage): its pages load only there.
  Backstage: '/backstage',
  BackstageEntries: '/backstage/entries',
  BackstageEntry: '/backstage/entries/:id',
  BackstageBlockList: '/backstage/block-list',
  BackstageInbox: '/backstage/inbox',
  BackstageMessage: '/backstage/inbox/:id',
  BackstageAudit: '/backstage/audit',
  BackstageStaff: '/backstage/staff',
} as const;

export type RouteName = keyof typeof ROUTES | 'NotFound';

/** The query parameter of a sign-in that names where to come back to (`/signin?next=/backstage`). */
export const RETURN_PARAM = 'next';

/** The path a sign-in's query asks to come back to, when it is one on this site (never another site's address). */
export function returnPathOf(search: string): string | null {
  const path = new URLSearchParams(search).get(RETURN_PARAM);
  // `//host` and `/\host` are other sites' addresses to a browser.
  return path?.startsWith('/') && !path.startsWith('//') && !path.includes('\\') ? path : null;
}

/** The static privacy page opened in a new tab from consent checkboxes and the footer. */
export const PRIVACY_POLICY_DOCUMENT = '/privacy-policy.html';

type ParamsOf<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? { [K in Param]: string | number } & ParamsOf<`/${Rest}`>
  : Path extends `${string}:${infer Param}`
    ? { [K in Param]: string | number }
    : Record<never, never>;

/**
 * The path of a named route with its parameters filled in. An unknown name (possible only from
 * untyped data) is reported as an error and gives the current path, so following it goes nowhere:
 * such a navigation is only reported.
 */
export function pathTo<Name extends keyof typeof ROUTES>(name: Name, ...[params]: keyof ParamsOf<(typeof ROUTES)[Name]> extends never ? [] : [ParamsOf<(typeof ROUTES)[Name]>]): string {
  const pattern: string | undefined = ROUTES[name];
  if (pattern === undefined) {
    console.error(`Navigation to an unknown route name: ${String(name)}`);
    return window.location.pathname;
  }
  return pattern.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String((params as Record<string, string | number>)[key])));
}
