import { describe, expect, it } from 'vitest';
import type { StandingCandidate } from '@awards/contracts';
import { rowsAtCut, shortlistRequest } from './shortlist-selection';

/** A nominee in the standings' place `rank` (the server ranks every one apart) with its result. */
const candidate = (nomineeId: number, result: number, fields: Partial<StandingCandidate> = {}): StandingCandidate => ({
  nomineeId,
  nickname: `Streamer${nomineeId}`,
  rank: nomineeId,
  result,
  tied: false,
  chosen: false,
  ...fields,
});
const tied = { tied: true };

// Results 40, 25, 10, 10, 10, 5: three nominees tied in third to fifth place.
const STANDINGS = [candidate(1, 40), candidate(2, 25), candidate(3, 10, tied), candidate(4, 10, tied), candidate(5, 10, tied), candidate(6, 5)];
const places = (size: number) => rowsAtCut(STANDINGS, size).map((row) => `${row.candidate.nomineeId}:${row.place}${row.tiedAtCut ? '=' : ''}`);

describe('the shortlist cut', () => {
  it('takes the top N and leaves the rest to wildcards when no tie crosses the cut', () => {
    expect(places(2)).toEqual(['1:top', '2:top', '3:below', '4:below', '5:below', '6:below']);
    expect(places(5)).toEqual(['1:top', '2:top', '3:top', '4:top', '5:top', '6:below']);
  });

  it('marks everyone tied with the Nth when the cut splits their result, and leaves those below it to decide', () => {
    expect(places(3)).toEqual(['1:top', '2:top', '3:top=', '4:tie=', '5:tie=', '6:below']);
    expect(places(4)).toEqual(['1:top', '2:top', '3:top=', '4:top=', '5:tie=', '6:below']);
  });

  it('keeps nominees already on the shortlist out of the choice', () => {
    const rows = rowsAtCut([candidate(1, 40), candidate(2, 30, { chosen: true }), candidate(3, 20, { chosen: true })], 1);
    expect(rows.map((row) => row.place)).toEqual(['top', 'chosen', 'chosen']);
  });

  it('asks for the top N, the ties taken and the wildcards ticked, ignoring ticks the cut already covers', () => {
    const rows = rowsAtCut(STANDINGS, 3);
    expect(shortlistRequest(rows, 3, new Set([2, 4, 6]))).toEqual({ size: 3, also: [4], wildcards: [6] });
    expect(shortlistRequest(rows, 3, new Set())).toEqual({ size: 3, also: [], wildcards: [] });
  });
});
