/**
 * The language table: ids and codes are wire values (SP, not ES). `script` names the subset of
 * the site's fonts its letters need beyond the Latin one (digits and signs are Latin in all four).
 */
export const LANGUAGES = [
  { id: 1, code: 'EN', locale: 'en', label: 'EN', script: 'latin' },
  { id: 2, code: 'SP', locale: 'es', label: 'ES', script: 'latin' },
  { id: 3, code: 'RU', locale: 'ru', label: 'RU', script: 'cyrillic' },
  { id: 4, code: 'PT', locale: 'pt', label: 'PT', script: 'latin' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export type Locale = (typeof LANGUAGES)[number]['locale'];

export const DEFAULT_LANGUAGE: LanguageCode = 'EN';

/**
 * The cookie that repeats the `lastLanguageCode` storage value for the server, which cannot read
 * local storage but draws the home page's first screen in the visitor's language.
 */
export const LANGUAGE_COOKIE = 'lastLanguageCode';
export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as LanguageCode[];

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as string[]).includes(value);
}

/**
 * Reads a language from an Accept-Language value: a wire code (`SP`), an ISO code (`es`),
 * a full tag (`es-ES`) or a weighted list. Anything unknown is the default.
 */
export function languageFromHeader(header: string | undefined | null, fallback: LanguageCode = DEFAULT_LANGUAGE): LanguageCode {
  if (!header) return fallback;
  const candidates = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((c) => c.tag && !Number.isNaN(c.q))
    .sort((a, b) => b.q - a.q);
  for (const { tag } of candidates) {
    const primary = tag.split('-')[0]!.toUpperCase();
    const match = LANGUAGES.find((l) => l.code === primary || l.locale.toUpperCase() === primary);
    if (match) return match.code;
  }
  return fallback;
}
