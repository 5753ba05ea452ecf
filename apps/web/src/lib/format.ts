import { useTranslation } from 'react-i18next';
import { formatZoned, type ZonedOptions } from './zoned-time';

/** Makes a value on its first use, once. */
function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

/**
 * Figures, shares, sizes and dates in the visitor's language. `Intl` knows each language's digits,
 * separators, non-breaking spaces, abbreviations and range dashes ("45 %" in Spanish and Russian,
 * "45%" in English and Portuguese, "88 тыс.", "18 nov – 3 ene"), so no catalogue writes them by hand.
 * Each `Intl` formatter loads its language's data when it is made, which costs a slow phone several
 * milliseconds: each is made on its first use.
 */
function makeFormatters(locale: string) {
  const count = onFirstUse(() => new Intl.NumberFormat(locale));
  const compact = onFirstUse(() => new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }));
  const percent = onFirstUse(() => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }));
  const megabytes = onFirstUse(() => new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }));
  const dateTime = onFirstUse(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }));
  const longDateTime = onFirstUse(() => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }));
  const longDate = onFirstUse(() => new Intl.DateTimeFormat(locale, { dateStyle: 'long' }));
  return {
    count: (value: number) => count().format(value),
    /** A large figure as it is said: 88K, 88 mil, 88 тыс. */
    compact: (value: number) => compact().format(value),
    /** A share given in percent (45.5 for 45.5 %). */
    percent: (value: number) => percent().format(value / 100),
    megabytes: (bytes: number) => megabytes().format(bytes / 1024 / 1024),
    /** A date and time from the API (UTC) in the visitor's time zone. */
    dateTime: (iso: string) => dateTime().format(new Date(iso)),
    longDateTime: (iso: string) => longDateTime().format(new Date(iso)),
    /** A backstage time (or two as a range): in the organiser's zone, named, with the show's alongside. */
    zoned: (instants: string | [string, string], options?: ZonedOptions) => formatZoned(instants, locale, options),
    /** A round's sealing time: in UTC, named, as the downloaded standings carry it. */
    sealed: (iso: string) => formatZoned(iso, locale, { zone: 'UTC', alongside: null }),
    /** Two dates as one range, with the language's own dash and without repeating what they share. */
    dateRange: (start: string, end: string) => longDate().formatRange(new Date(start), new Date(end)),
  };
}

export type Formatters = ReturnType<typeof makeFormatters>;

/** One set of formatters per language, shared by every part that shows figures or dates. */
const byLocale = new Map<string, Formatters>();

export function formatters(locale: string): Formatters {
  let set = byLocale.get(locale);
  if (!set) byLocale.set(locale, (set = makeFormatters(locale)));
  return set;
}

/**
 * The first date formatter a page makes loads the language's calendar and time zone data, which
 * on a slow phone takes as long as the rest of taking a page over: a caller can have it loaded
 * beforehand, in a task of its own.
 */
export function loadDateData(locale: string): void {
  new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(0);
}

/** The formatters for the language shown. */
export function useFormat(): Formatters {
  return formatters(useTranslation().i18n.language);
}
