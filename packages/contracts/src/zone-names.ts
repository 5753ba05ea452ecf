/**
 * Names of time zones as every page gives them beside a time, the same on the server, which draws
 * pages and renders the season's dates into texts, and in the browser.
 */

/**
 * Formatters made once per language and options: making one loads its language's data, which costs
 * milliseconds, and a table gives several per row.
 */
const made = new Map<string, Intl.DateTimeFormat>();
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = made.get(key);
  if (!format) made.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

/** A zone's name that only gives its offset ("GMT+3", "GMT-5"), which names no place. */
const OFFSET_ONLY = /^(GMT|UTC)[+\-−]/;

type ZoneStyle = 'short' | 'shortGeneric' | 'long';

/**
 * A place's name the browser has only in English ("Moscow" on a Russian page): Chromium's data
 * lacks some languages' place names where Node's has them, and then the long name reads better.
 */
const inLatinForCyrillic = (name: string, locale: string) => locale.startsWith('ru') && !/\p{Script=Cyrillic}/u.test(name);

function zonePart(date: Date, locale: string, timeZone: string, style: ZoneStyle): string {
  return dateTimeFormat(locale, { timeZone, timeZoneName: style }).formatToParts(date).find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/**
 * A zone's name at a moment, as short as still names it: the language's abbreviation (EST, CET,
 * UTC); else the one used in Europe, so the show's zone is CET or CEST in every language as the
 * glossary writes it; else the language's name for the place ("hora de Nueva York"); else its long name.
 */
export function zoneName(date: Date, locale: string, timeZone: string): string {
  const tries: [string, ZoneStyle][] = [
    [locale, 'short'],
    ['en-GB', 'short'],
    [locale, 'shortGeneric'],
  ];
  for (const [language, style] of tries) {
    const name = zonePart(date, language, timeZone, style);
    if (name && !OFFSET_ONLY.test(name) && !(style === 'shortGeneric' && inLatinForCyrillic(name, locale))) return name;
  }
  return zonePart(date, locale, timeZone, 'long');
}

/** A time followed by its zone as the language writes it: "4:00 PM CET", "16:00 (CET)". */
export const namedTime = (text: string, zone: string, locale: string) => (locale.startsWith('en') ? `${text} ${zone}` : `${text} (${zone})`);
