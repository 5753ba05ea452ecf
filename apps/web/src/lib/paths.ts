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
  Legends: '/loty',
  Giveaway: '/giveaway',
  VOTING: '/voting/:nominationId',
  ApplicationForm: '/application-form/:nominationId',
  Stream: '/stream',
  PrivacyPolicy: '/privacy-policy',
  TermsOfUse: '/terms-of-use',
  CookiesPolicy: '/cookies-policy',
} as const;

export type RouteName = keyof typeof ROUTES | 'NotFound';

/** The static privacy page opened in a new tab from consent checkboxes and the footer. */
export const PRIVACY_POLICY_DOCUMENT = '/privacy-policy.html';

/** The parameters a route pattern names (`/voting/:nominationId`), each a string or a number. */
export type ParamsOf<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
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
