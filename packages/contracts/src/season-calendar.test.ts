import { describe, expect, it } from 'vitest';
import { applicationsOpenAt, countdownEnd, nextMoment } from './season-calendar';
import { showMoment } from './show-time';
import { SEASON_ACROSS_SUMMER_TIME as calendar, plain } from './testing/season-across-summer-time';

const at = (iso: string) => Date.parse(iso);
const justBefore = (iso: string) => Date.parse(iso) - 1;

describe('the countdown’s target', () => {
  it('is the opening of applications before they open, and their close from the very moment they open', () => {
    expect(nextMoment(calendar, justBefore('2027-02-01T08:00:00Z'))).toEqual({ kind: 'applications-open', at: '2027-02-01T08:00:00Z' });
    expect(nextMoment(calendar, at('2027-02-01T08:00:00Z'))).toEqual({ kind: 'applications-close', at: '2027-03-01T22:59:00Z' });
    expect(nextMoment(calendar, justBefore('2027-03-01T22:59:00Z')).kind).toBe('applications-close');
  });

  it('is the next round’s opening between applications and a round, and between two rounds', () => {
    expect(nextMoment(calendar, at('2027-03-01T22:59:00Z'))).toEqual({ kind: 'voting-opens', at: '2027-03-05T08:00:00Z', round: 'longlist' });
    expect(nextMoment(calendar, at('2027-03-15T22:59:00Z'))).toEqual({ kind: 'voting-opens', at: '2027-03-20T08:00:00Z', round: 'shortlist' });
  });

  it('is the open round’s close while it is open', () => {
    expect(nextMoment(calendar, at('2027-03-05T08:00:00Z'))).toEqual({ kind: 'voting-closes', at: '2027-03-15T22:59:00Z', round: 'longlist' });
    expect(nextMoment(calendar, justBefore('2027-03-27T22:59:00Z'))).toEqual({ kind: 'voting-closes', at: '2027-03-27T22:59:00Z', round: 'shortlist' });
  });

  it('is the show’s start after the last round, across the change of clocks', () => {
    const moment = nextMoment(calendar, at('2027-03-27T22:59:00Z'));
    expect(moment).toEqual({ kind: 'show-starts', at: '2027-03-29T14:00:00Z' });
    // The day before the change 16:00 CET was 15:00 UTC; the show's 14:00 UTC is 16:00 CEST.
    expect(plain(showMoment('2027-03-29T14:00:00Z', 'EN', 'time'))).toBe('4:00 PM CEST');
    expect(showMoment('2027-03-27T15:00:00Z', 'SP', 'time')).toBe('16:00 (CET)');
    expect(showMoment('2027-03-29T14:00:00Z', 'RU', 'date-time')).toBe('29 марта 2027 г., 16:00 (CEST)');
    // Portuguese writes the hour with an h, as the glossary has it.
    expect(showMoment('2027-03-29T14:00:00Z', 'PT', 'time')).toBe('16h (CEST)');
    expect(showMoment('2027-03-27T08:30:00Z', 'PT', 'date-time')).toBe('27 de março de 2027, 9h30 (CET)');
  });

  it('is the show itself while it is on air, with nothing to count to', () => {
    expect(nextMoment(calendar, at('2027-03-29T14:00:00Z'))).toEqual({ kind: 'show-live' });
    expect(nextMoment(calendar, justBefore('2027-03-29T17:00:00Z'))).toEqual({ kind: 'show-live' });
  });

  it('is the results after the show, or as soon as every round is revealed', () => {
    expect(nextMoment(calendar, at('2027-03-29T17:00:00Z'))).toEqual({ kind: 'results' });
    expect(nextMoment({ ...calendar, resultsOut: true }, at('2027-03-29T15:00:00Z'))).toEqual({ kind: 'results' });
  });

  it('gives clients that read an end date alone the same instant, and the show’s start once nothing is ahead', () => {
    expect(countdownEnd(calendar, at('2027-03-10T00:00:00Z'))).toBe('2027-03-15T22:59:00Z');
    expect(countdownEnd(calendar, at('2027-03-29T15:00:00Z'))).toBe('2027-03-29T14:00:00Z');
  });
});

describe('applications', () => {
  it('are open from their start, included, to their end, excluded', () => {
    expect([justBefore('2027-02-01T08:00:00Z'), at('2027-02-01T08:00:00Z'), justBefore('2027-03-01T22:59:00Z'), at('2027-03-01T22:59:00Z')].map((now) => applicationsOpenAt(calendar, now))).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });
});
