import { SHOW_TIME_ZONE } from '@awards/contracts';

/**
 * Formatters made once per language and options: making one loads its language's data, which costs
 * milliseconds, and a table gives several per row.
 */
const made = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = made.get(key);
  if (!format) made.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

/** The zone the organiser's browser runs in, which the backstage gives its times in. */
export const organiserZone = () => new Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A zone's name that only gives its offset ("GMT+3", "GMT-5"), which names no place. */
const OFFSET_ONLY = /^(GMT|UTC)[+\-−]/;

type ZoneStyle = 'short' | 'shortGeneric' | 'long';

/**
 * A place's name the browser has only in English ("Moscow" on a Russian page): Chromium's data
 * lacks some languages' place names where Node's has them, and then the long name reads better.
 */
const inLatinForCyrillic = (name: string, locale: string) => locale.startsWith('ru') && !/\p{Script=Cyrillic}/u.test(name);

function zonePart(date: Date, locale: string, timeZone: string, style: ZoneStyle): string {
  return formatter(locale, { timeZone, timeZoneName: style }).formatToParts(date).find((part) => part.type === 'timeZoneName')?.value ?? '';
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
const named = (text: string, zone: string, locale: string) => (locale.startsWith('en') ? `${text} ${zone}` : `${text} (${zone})`);

export interface ZonedOptions {
  /** The zone to read the time in: the organiser's own unless given (UTC for a seal). */
  zone?: string;
  /** The zone given alongside where it reads differently: the show's unless null. */
  alongside?: string | null;
  /** To the second, for moments seconds apart (a burst of votes). */
  seconds?: boolean;
  /** Without the date, for a moment today; the show's time still gets one if it falls on another day. */
  timeOnly?: boolean;
}

/** A moment's calendar day in a zone, to compare. */
export const dayOf = (date: Date, timeZone: string) => formatter('en-CA', { timeZone, dateStyle: 'short' }).format(date);

/**
 * Instants from the API (UTC) as the backstage shows them: in the organiser's zone, named, and the
 * same in the show's zone after a middle dot where that reads differently — its date only when it
 * falls on another day ("27 feb 2027, 10:00 (EST) · 16:00 (CET)"). Two instants make a range.
 */
export const formatZoned = (instants: string | [string, string], locale: string, options: ZonedOptions = {}) => zonedParts(instants, locale, options).join(' · ');

/** The same as its parts: the organiser's time, and the show's where it reads differently. */
export function zonedParts(instants: string | [string, string], locale: string, { zone = organiserZone(), alongside = SHOW_TIME_ZONE, seconds = false, timeOnly = false }: ZonedOptions = {}): [string] | [string, string] {
  const [start, end] = (typeof instants === 'string' ? [instants] : instants).map((iso) => new Date(iso)) as [Date, Date | undefined];
  const timeStyle = seconds ? 'medium' : 'short';
  const inZone = (timeZone: string, withDate: boolean) => {
    const format = formatter(locale, withDate ? { dateStyle: 'medium', timeStyle, timeZone } : { timeStyle, timeZone });
    return named(end ? format.formatRange(start, end) : format.format(start), zoneName(start, locale, timeZone), locale);
  };
  const own = inZone(zone, !timeOnly);
  if (!alongside) return [own];
  const sameDays = dayOf(start, zone) === dayOf(start, alongside) && (!end || dayOf(end, zone) === dayOf(end, alongside));
  const other = inZone(alongside, !sameDays);
  return other === inZone(zone, !sameDays) ? [own] : [own, other];
}
