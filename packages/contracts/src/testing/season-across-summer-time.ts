import type { SeasonCalendar } from '../season-calendar';

/**
 * A season for the tests of its dates: applications close in winter (CET, UTC+1), the shortlist
 * closes the day before Central Europe's change to summer time on 28 March 2027, and the show is
 * after it (CEST, UTC+2): 23:59 and 16:00 in the show's zone both times.
 */
export const SEASON_ACROSS_SUMMER_TIME: SeasonCalendar = {
  applications: { startsAt: '2027-02-01T08:00:00Z', endsAt: '2027-03-01T22:59:00Z' },
  rounds: [
    { kind: 'longlist', startsAt: '2027-03-05T08:00:00Z', endsAt: '2027-03-15T22:59:00Z' },
    { kind: 'shortlist', startsAt: '2027-03-20T08:00:00Z', endsAt: '2027-03-27T22:59:00Z' },
  ],
  live: { startsAt: '2027-03-29T14:00:00Z', endsAt: '2027-03-29T17:00:00Z' },
  resultsOut: false,
};

/** Spaces as `Intl` writes them (a narrow one before PM, thin ones around a dash, in some versions), plain, so the expectations read. */
export const plain = (text: string) => text.replace(/[\u2009\u202f\u00a0]/g, ' ');
