/** The zone the live show is announced in: Central European Time, on winter or summer time. */
export type CentralEuropeanZone = 'CET' | 'CEST';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** The last Sunday of a month (0 = January) at 01:00 UTC, the moment the European Union changes its clocks. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * DAY;
}

/**
 * The Central European zone in force at a moment, with its offset from UTC: CEST (UTC+2) from the
 * last Sunday of March to the last Sunday of October, CET (UTC+1) the rest of the year. Computed
 * rather than read from the runtime's time-zone data, like the rest of the seed's dates.
 */
export function centralEuropeanZone(date: Date): { zone: CentralEuropeanZone; offsetMs: number } {
  const year = date.getUTCFullYear();
  const time = date.getTime();
  const summer = time >= lastSundayAtOneUtc(year, 2) && time < lastSundayAtOneUtc(year, 9);
  return summer ? { zone: 'CEST', offsetMs: 2 * HOUR } : { zone: 'CET', offsetMs: HOUR };
}
