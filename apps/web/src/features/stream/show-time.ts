import type { PhaseWindow } from '@awards/contracts';

/** Where the live show stands at a moment: before its start, between its start and end, or after. */
export type ShowStatus = 'upcoming' | 'live' | 'over';

export function showStatus({ startsAt, endsAt }: PhaseWindow, now: number): ShowStatus {
  if (now < Date.parse(startsAt)) return 'upcoming';
  return now < Date.parse(endsAt) ? 'live' : 'over';
}

const DATE_TIME = { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' } as const;

/** A zone's short name that only gives its offset ("GMT+3", "GMT-5"), which names no place. */
const OFFSET_ONLY = /^(GMT|UTC)[+\-−]/;

function zoneName(date: Date, locale: string, timeZone: string | undefined, style: 'short' | 'long'): string {
  const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: style }).formatToParts(date);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/**
 * A time from the API (UTC) as the visitor reads it: the date and time in their zone (`timeZone`,
 * else the browser's), in the words of the language shown (`locale`), and the zone named. A zone's
 * short name is used where the language has one (CET, EST, BRT); where it would only be an offset
 * (English has no short name for Central Europe, Russian none for Moscow), its long name.
 */
export function formatShowTime(iso: string, locale: string, timeZone?: string): string {
  const date = new Date(iso);
  const short = zoneName(date, locale, timeZone, 'short');
  const zone = OFFSET_ONLY.test(short) ? zoneName(date, locale, timeZone, 'long') : short;
  return `${new Intl.DateTimeFormat(locale, { ...DATE_TIME, timeZone }).format(date)} (${zone})`;
}
