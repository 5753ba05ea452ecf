import { zoneName } from '@awards/contracts';
import { organiserZone } from '@/lib/zoned-time';
import type { PhaseWindow } from '@awards/contracts';

/** Where the live show stands at a moment: before its start, between its start and end, or after. */
export type ShowStatus = 'upcoming' | 'live' | 'over';

export function showStatus({ startsAt, endsAt }: PhaseWindow, now: number): ShowStatus {
  if (now < Date.parse(startsAt)) return 'upcoming';
  return now < Date.parse(endsAt) ? 'live' : 'over';
}

const DATE_TIME = { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' } as const;

/**
 * A time from the API (UTC) as the visitor reads it: the date and time in their zone (`timeZone`,
 * else the browser's), in the words of the language shown (`locale`), and the zone named as the
 * backstage names it.
 */
export function formatShowTime(iso: string, locale: string, timeZone: string = organiserZone()): string {
  const date = new Date(iso);
  return `${new Intl.DateTimeFormat(locale, { ...DATE_TIME, timeZone }).format(date)} (${zoneName(date, locale, timeZone)})`;
}
