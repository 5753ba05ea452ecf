// Apart from lib/paths.ts, whose module is in the first download: only the sign-in and the
// backstage, both loaded later, need these.

/** The query parameter of a sign-in that names where to come back to (`/signin?next=/backstage`). */
export const RETURN_PARAM = 'next';

/** The path a sign-in's query asks to come back to, when it is one on this site (never another site's address). */
export function returnPathOf(search: string): string | null {
  const path = new URLSearchParams(search).get(RETURN_PARAM);
  // `//host` and `/\host` are other sites' addresses to a browser.
  return path?.startsWith('/') && !path.startsWith('//') && !path.includes('\\') ? path : null;
}
