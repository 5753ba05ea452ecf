/**
 * The backstage's times travel as UTC instants; the organiser types them as wall-clock times in
 * their browser's own zone, which the page names. A `datetime-local` input (the content editor's)
 * writes them as the browser's language does; the season's inputs are plain text in the site
 * language's numeric format ("31/12/2026, 18:30" in Spanish, "12/31/2026, 06:30 PM" in English),
 * so that every date on a page reads one way.
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant from the API as a `datetime-local` input shows it in the browser's zone, to the minute. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;

/**
 * The instant a `datetime-local` value names in the browser's zone, as ISO UTC. A blank or broken
 * value passes through unchanged, for the schema to call it a missing date.
 */
export function fromLocalInput(local: string): string {
  // Without an offset, a date-time string is read in the browser's own zone.
  const date = LOCAL.test(local) ? new Date(local) : null;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : local;
}

const typedFormat = (locale: string) => new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });

/** An instant as the season's inputs show it: the site language's numeric date and time, in the browser's zone. */
export const toTypedTime = (iso: string, locale: string) => typedFormat(locale).format(new Date(iso));

/** The format's example under the inputs: a day past the 12th, so the order of day and month shows. */
export const typedTimeExample = (locale: string) => typedFormat(locale).format(new Date(new Date().getFullYear(), 11, 31, 18, 30));

const NUMBERS = ['year', 'month', 'day', 'hour', 'minute'] as const;
type NumberPart = (typeof NUMBERS)[number];
const letters = (text: string) => text.toLowerCase().replace(/[^\p{L}]/gu, '');

/**
 * The instant a typed date and time names in the browser's zone, as ISO UTC, read in the site
 * language's order of day, month and year with any separators; where the language counts hours to
 * 12, its AM/PM is needed below 13. A blank or unreadable text passes through unchanged, for the
 * schema to call it a missing date.
 */
export function fromTypedTime(text: string, locale: string): string {
  const parts = typedFormat(locale).formatToParts(new Date(2000, 0, 1, 13));
  const order = parts.flatMap(({ type }) => (NUMBERS.includes(type as NumberPart) ? [type as NumberPart] : []));
  const numbers = text.match(/\d+/g) ?? [];
  if (numbers.length !== order.length) return text;
  const value = Object.fromEntries(order.map((type, index) => [type, Number(numbers[index])])) as Record<NumberPart, number>;
  if (numbers[order.indexOf('year')]!.length !== 4) return text;
  const period = letters(text);
  const pm = letters(parts.find((part) => part.type === 'dayPeriod')?.value ?? '');
  const am = pm && letters(new Intl.DateTimeFormat(locale, { hour: 'numeric', hour12: true }).formatToParts(new Date(2000, 0, 1, 1)).find((part) => part.type === 'dayPeriod')?.value ?? '');
  if (period && period !== am && period !== pm) return text;
  if (period && (value.hour < 1 || value.hour > 12)) return text;
  const hour = period ? (value.hour % 12) + (period === pm ? 12 : 0) : value.hour;
  if (pm && !period && hour >= 1 && hour <= 12) return text;
  const date = new Date(value.year, value.month - 1, value.day, hour, value.minute);
  const named = date.getFullYear() === value.year && date.getMonth() === value.month - 1 && date.getDate() === value.day && hour < 24 && value.minute < 60;
  return named ? date.toISOString() : text;
}

/**
 * What to send for a field: the time as the server gave it when the organiser left the field as
 * shown (an input keeps minutes only, and a stored time must come back exactly: a sealed round's, a date left as it was), else
 * the instant the field now names. With a locale, the field is one of the season's typed ones.
 */
export function instantFor(typed: string, original: string | undefined, locale?: string): string {
  const shown = (iso: string) => (locale ? toTypedTime(iso, locale) : toLocalInput(iso));
  if (original !== undefined && shown(original) === typed) return original;
  return locale ? fromTypedTime(typed, locale) : fromLocalInput(typed);
}
