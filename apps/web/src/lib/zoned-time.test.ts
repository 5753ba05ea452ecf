import { describe, expect, it } from 'vitest';
import { zoneName } from '@awards/contracts';
import { formatZoned } from './zoned-time';

const NEW_YORK = 'America/New_York';
const WINTER = '2027-02-27T15:00:00Z';
/** Spaces as `Intl` writes them (a narrow one before PM), plain, so the expectations read. */
const plain = (text: string) => text.replace(/[\u202f\u00a0\u2009]/g, ' ');

describe('backstage times in the organiser’s zone', () => {
  it('give the time in the organiser’s zone, named, and the show’s alongside when the zones differ', () => {
    expect(plain(formatZoned(WINTER, 'es', { zone: NEW_YORK }))).toBe('27 feb 2027, 10:00 (hora de Nueva York) · 16:00 (CET)');
    expect(plain(formatZoned(WINTER, 'en', { zone: NEW_YORK }))).toBe('Feb 27, 2027, 10:00 AM EST · 4:00 PM CET');
    expect(plain(formatZoned(WINTER, 'ru', { zone: NEW_YORK }))).toBe('27 февр. 2027 г., 10:00 (Нью-Йорк) · 16:00 (CET)');
  });

  it('give one time where the organiser’s zone reads as the show’s', () => {
    expect(formatZoned(WINTER, 'es', { zone: 'Europe/Madrid' })).toBe('27 feb 2027, 16:00 (CET)');
    expect(formatZoned(WINTER, 'pt', { zone: 'Europe/Berlin' })).toBe('27 de fev. de 2027, 16:00 (CET)');
  });

  it('give the show’s date too when it falls on another day', () => {
    expect(formatZoned('2027-02-28T02:00:00Z', 'es', { zone: NEW_YORK })).toBe('27 feb 2027, 21:00 (hora de Nueva York) · 28 feb 2027, 3:00 (CET)');
  });

  it('follow each zone’s change of clocks: a week where New York has moved to summer time and Europe not', () => {
    // New York moves on 14 March 2027, Central Europe on 28 March: for two weeks they are five hours apart, not six.
    expect(formatZoned('2027-03-20T15:00:00Z', 'es', { zone: NEW_YORK })).toBe('20 mar 2027, 11:00 (hora de Nueva York) · 16:00 (CET)');
    expect(formatZoned('2027-04-03T15:00:00Z', 'es', { zone: NEW_YORK })).toBe('3 abr 2027, 11:00 (hora de Nueva York) · 17:00 (CEST)');
    expect(plain(formatZoned('2027-04-03T15:00:00Z', 'en', { zone: NEW_YORK }))).toBe('Apr 3, 2027, 11:00 AM EDT · 5:00 PM CEST');
  });

  it('leave the date out of a moment today, but not out of the show’s time when that falls on another day', () => {
    expect(formatZoned(WINTER, 'es', { zone: NEW_YORK, timeOnly: true })).toBe('10:00 (hora de Nueva York) · 16:00 (CET)');
    expect(formatZoned('2027-02-28T02:00:00Z', 'es', { zone: NEW_YORK, timeOnly: true })).toBe('21:00 (hora de Nueva York) · 28 feb 2027, 3:00 (CET)');
  });

  it('give a seal’s time in UTC alone, named, as the glossary has it', () => {
    expect(formatZoned(WINTER, 'es', { zone: 'UTC', alongside: null })).toBe('27 feb 2027, 15:00 (UTC)');
  });

  it('give a range once, named, and to the second when asked', () => {
    expect(plain(formatZoned(['2027-02-27T15:00:00Z', '2027-02-27T15:00:07Z'], 'es', { zone: 'Europe/Madrid', seconds: true }))).toBe('27 feb 2027, 16:00:00 – 16:00:07 (CET)');
  });

  it('name the show’s zone CET in every language, as the glossary writes it', () => {
    expect(['en', 'es', 'ru', 'pt'].map((locale) => zoneName(new Date(WINTER), locale, 'Europe/Berlin'))).toEqual(['CET', 'CET', 'CET', 'CET']);
  });
});
