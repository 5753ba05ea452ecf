import { describe, expect, it } from 'vitest';
import { centralEuropeanZone } from './central-european-time';

const zoneAt = (iso: string) => centralEuropeanZone(new Date(iso)).zone;

describe('the live show’s zone', () => {
  it('is CET in February, whatever the announcement said', () => {
    expect(zoneAt('2027-02-27T15:00:00Z')).toBe('CET');
    expect(centralEuropeanZone(new Date('2027-02-27T15:00:00Z')).offsetMs).toBe(60 * 60 * 1000);
  });

  it('is CEST in summer', () => {
    expect(zoneAt('2027-07-15T15:00:00Z')).toBe('CEST');
    expect(centralEuropeanZone(new Date('2027-07-15T15:00:00Z')).offsetMs).toBe(2 * 60 * 60 * 1000);
  });

  it('turns to CEST at 01:00 UTC on the last Sunday of March, and back to CET on the last Sunday of October', () => {
    expect(zoneAt('2027-03-28T00:59:59Z')).toBe('CET');
    expect(zoneAt('2027-03-28T01:00:00Z')).toBe('CEST');
    expect(zoneAt('2027-10-31T00:59:59Z')).toBe('CEST');
    expect(zoneAt('2027-10-31T01:00:00Z')).toBe('CET');
    expect(zoneAt('2026-03-29T01:00:00Z')).toBe('CEST');
    expect(zoneAt('2026-10-25T01:00:00Z')).toBe('CET');
  });

  it('agrees with the time-zone database for Berlin every hour of three years', () => {
    const offset = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Berlin', timeZoneName: 'shortOffset' });
    const zoneOf = (date: Date) => (offset.formatToParts(date).find((part) => part.type === 'timeZoneName')!.value === 'GMT+2' ? 'CEST' : 'CET');
    const start = Date.parse('2026-01-01T00:00:00Z');
    const end = Date.parse('2029-01-01T00:00:00Z');
    const disagreements: string[] = [];
    for (let time = start; time < end; time += 60 * 60 * 1000) {
      const date = new Date(time);
      if (centralEuropeanZone(date).zone !== zoneOf(date)) disagreements.push(date.toISOString());
    }
    expect(disagreements).toEqual([]);
  });
});
