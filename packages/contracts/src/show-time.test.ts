import { describe, expect, it } from 'vitest';
import { showSpan } from './show-time';
import { plain } from './testing/season-across-summer-time';


describe('a window of the season as the key dates give it', () => {
  it('names its two days without the years, even across a new year', () => {
    const span = (language: 'EN' | 'SP' | 'RU' | 'PT') => plain(showSpan('2026-11-18T00:00:00Z', '2027-01-03T22:59:59Z', language));
    expect([span('EN'), span('SP'), span('RU'), span('PT')]).toEqual(['Nov 18 – Jan 3', '18 nov – 3 ene', '18 нояб. – 3 янв.', '18 de nov. – 3 de jan.']);
  });

  it('takes its days in the show’s zone: a deadline at 23:59 CET is that day’s, not the next', () => {
    expect(plain(showSpan('2027-01-13T00:00:00Z', '2027-02-11T22:59:59Z', 'EN'))).toBe('Jan 13 – Feb 11');
  });
});
