import { describe, expect, it } from 'vitest';
import { seasonTimeline } from './season-timeline';

const now = new Date('2026-11-21T11:00:00Z');

describe('the seeded season', () => {
  it('keeps the announced dates while today is inside the application window', () => {
    const season = seasonTimeline('applications', now);
    expect(season.applications.startsAt.toISOString()).toBe('2026-11-18T00:00:00.000Z');
    expect(season.applications.endsAt.toISOString()).toBe('2027-01-03T22:59:59.000Z');
    expect(season.longlist.startsAt.toISOString()).toBe('2027-01-13T00:00:00.000Z');
    expect(season.shortlist.endsAt.toISOString()).toBe('2027-02-11T22:59:59.000Z');
    expect(season.liveShow.startsAt.toISOString()).toBe('2027-02-27T15:00:00.000Z');
  });

  it('moves the season so that applications are open on any later day', () => {
    const later = new Date('2028-06-01T12:00:00Z');
    const season = seasonTimeline('applications', later);
    expect(season.applications.startsAt < later && later < season.applications.endsAt).toBe(true);
    // Moved into summer, the show still starts at 16:00 in its zone, now CEST.
    expect(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', timeStyle: 'short' }).format(season.liveShow.startsAt)).toBe('16:00');
    expect(season.liveShow.startsAt.toISOString()).toMatch(/T14:00:00.000Z$/);
  });

  it('opens the longlist today in the voting scenario, results still hidden', () => {
    const season = seasonTimeline('voting', now);
    expect(season.longlist.startsAt < now && now < season.longlist.endsAt).toBe(true);
    expect(season.longlist.revealsAt > now).toBe(true);
    expect(season.applications.endsAt < now).toBe(true);
  });

  it('puts every reveal in the past in the results scenario', () => {
    const season = seasonTimeline('results', now);
    expect(season.shortlist.revealsAt < now).toBe(true);
    expect(season.legendsCloseAt < now).toBe(true);
    expect(season.liveShow.endsAt < now).toBe(true);
  });
});
