import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fromTypedTime, instantFor, toTypedTime, typedTimeExample } from './local-time';

const zone = process.env.TZ;
beforeEach(() => {
  process.env.TZ = 'America/New_York';
});
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('the season’s typed dates, in the site language’s format', () => {
  it('show an instant in the site language’s order, in the organiser’s zone', () => {
    expect(toTypedTime('2027-02-27T15:00:00Z', 'es')).toBe('27/02/2027, 10:00');
    expect(toTypedTime('2027-02-27T15:00:00Z', 'ru')).toBe('27.02.2027, 10:00');
    expect(plain(toTypedTime('2027-02-27T15:00:00Z', 'en'))).toBe('02/27/2027, 10:00 AM');
    expect(typedTimeExample('pt')).toMatch(/^31\/12\/\d{4}, 18:30$/);
  });

  it('read what is typed in that order, with any separators, as the instant it names in the organiser’s zone', () => {
    expect(fromTypedTime('27/02/2027, 10:00', 'es')).toBe('2027-02-27T15:00:00.000Z');
    expect(fromTypedTime('27/2/2027 9:05', 'pt')).toBe('2027-02-27T14:05:00.000Z');
    expect(fromTypedTime('27.02.2027 10:00', 'ru')).toBe('2027-02-27T15:00:00.000Z');
    expect(fromTypedTime('02/27/2027, 4:00 pm', 'en')).toBe('2027-02-27T21:00:00.000Z');
    expect(fromTypedTime('02/27/2027 12:30 AM', 'en')).toBe('2027-02-27T05:30:00.000Z');
    expect(fromTypedTime('02/27/2027 16:00', 'en')).toBe('2027-02-27T21:00:00.000Z');
    // Summer time in New York: four hours behind UTC.
    expect(fromTypedTime('01/07/2027, 10:00', 'es')).toBe('2027-07-01T14:00:00.000Z');
  });

  it('leave what names no moment as typed, for the schema to reject', () => {
    for (const [text, locale] of [
      ['', 'es'],
      ['27/02/27 10:00', 'es'],
      ['31/02/2027 10:00', 'es'],
      ['27/02/2027 24:00', 'es'],
      ['27/02/2027 10:00 pm', 'es'],
      ['02/27/2027 4:00', 'en'],
      ['27/02/2027', 'ru'],
    ]) {
      expect(fromTypedTime(text!, locale!), text).toBe(text);
    }
  });

  it('send a date left as shown exactly as stored, to the second', () => {
    expect(instantFor('27/02/2027, 10:00', '2027-02-27T15:00:42.000Z', 'es')).toBe('2027-02-27T15:00:42.000Z');
    expect(instantFor('27/02/2027, 11:00', '2027-02-27T15:00:42.000Z', 'es')).toBe('2027-02-27T16:00:00.000Z');
  });
});
