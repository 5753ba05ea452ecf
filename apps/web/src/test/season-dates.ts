import { vi } from 'vitest';
import { settingsFixture } from './api-fixtures';

const window_ = (starts_at: string, ends_at: string) => ({ starts_at, ends_at });

/**
 * The season as the seed announces it, every date in winter time (CET, UTC+1): applications from
 * 18 November to 3 January, the longlist and the shortlist, the live show on 27 February at 16:00.
 */
export const SEASON = {
  applications: window_('2026-11-18T00:00:00Z', '2027-01-03T22:59:59Z'),
  longlist: window_('2027-01-13T00:00:00Z', '2027-01-31T22:59:59Z'),
  shortlist: window_('2027-02-03T00:00:00Z', '2027-02-11T22:59:59Z'),
  live: window_('2027-02-27T15:00:00Z', '2027-02-27T18:00:00Z'),
};

/** A moment in each phase of that season. */
export const DURING = {
  beforeApplications: '2026-11-01T12:00:00Z',
  applications: '2026-12-01T12:00:00Z',
  beforeVoting: '2027-01-05T12:00:00Z',
  longlist: '2027-01-20T12:00:00Z',
  live: '2027-02-27T16:00:00Z',
  after: '2027-03-01T12:00:00Z',
};

/** The general settings with that season's dates, as `GET /api/v2/settings` answers them; `changes` replace any part. */
export const seasonSettings = (changes: Partial<typeof SEASON> = {}) => {
  const season = { ...SEASON, ...changes };
  return {
    ...settingsFixture,
    phases: { applications: season.applications, voting: window_(season.longlist.starts_at, season.shortlist.ends_at), live: season.live },
    rounds: [
      { kind: 'longlist', ...season.longlist },
      { kind: 'shortlist', ...season.shortlist },
    ],
    results_out: false,
  };
};

/**
 * The clock at `now`, running on from there; only the date is faked, so the pages' code still
 * loads and their timers still fire.
 */
export const clockAt = (now: string) => vi.useFakeTimers({ now: Date.parse(now), toFake: ['Date'] });
