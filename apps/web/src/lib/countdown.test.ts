import { describe, expect, it } from 'vitest';
import { countdownParts } from './countdown';

const end = '2027-01-03T23:59:59Z';
const at = (iso: string) => Date.parse(iso);

describe('the countdown', () => {
  it('splits the time left into days, hours, minutes and seconds, each two digits', () => {
    expect(countdownParts(end, at('2026-12-29T20:56:50Z'))).toEqual({ days: '05', hours: '03', minutes: '03', seconds: '09' });
  });

  it('keeps every digit of a count of days above 99', () => {
    expect(countdownParts(end, at('2026-09-01T23:59:59Z')).days).toBe('124');
  });

  it('counts toward the UTC end whatever offset the end is written with', () => {
    expect(countdownParts('2027-01-04T01:59:59+02:00', at('2027-01-03T23:59:58Z'))).toEqual({ days: '00', hours: '00', minutes: '00', seconds: '01' });
  });

  it('drops the part of a second still to come', () => {
    expect(countdownParts(end, at('2027-01-03T23:59:57.900Z')).seconds).toBe('01');
  });

  it('shows 00 everywhere at the end and once it has passed', () => {
    const zero = { days: '00', hours: '00', minutes: '00', seconds: '00' };
    expect(countdownParts(end, at(end))).toEqual(zero);
    expect(countdownParts(end, at('2030-01-01T00:00:00Z'))).toEqual(zero);
  });

  it('shows 00 everywhere without a valid end date', () => {
    expect(countdownParts(undefined, 0)).toEqual({ days: '00', hours: '00', minutes: '00', seconds: '00' });
    expect(countdownParts('soon', 0).days).toBe('00');
  });
});
