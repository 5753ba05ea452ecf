import { describe, expect, it } from 'vitest';
import type { VotingNomination } from '@awards/contracts';
import { KEPT_REVEALS, winnerOf, withRevealed, type RevealedItem } from './revealed';

const reveal = (nominationId: number, roundId = 2): RevealedItem => ({ key: `reveal-${roundId}-${nominationId}`, kind: 'reveal', roundId, nominationId });
const nominee = (id: number, nickname: string) => ({ id, nickname, photo: '', linkToPage: '', clip: null, timeCode: null });
const result = (nomineeId: number, rank: number, value: number) => ({ nomineeId, rank, votes: 0, percentage: 0, juryMean: null, result: value, tied: false });
const page = (extra: Partial<VotingNomination>): VotingNomination => ({
  nomination: { id: 2, title: 'The brightest reaction' },
  round: null,
  nominees: [nominee(11, 'TurboTiago'), nominee(12, 'MegaWinMila')],
  myVote: null,
  results: null,
  decision: null,
  ...extra,
});
const decision = (decidedBy: 'result' | 'none') => ({ weights: { audience: 70, jury: 30 }, tieBreak: 'audience_then_jury' as const, decidedBy });

describe('the just revealed panel', () => {
  it('keeps the newest first and only the last few', () => {
    let items: RevealedItem[] = [];
    for (let id = 1; id <= KEPT_REVEALS + 1; id++) items = withRevealed(items, reveal(id));
    expect(items.map((item) => item.key)).toEqual(['reveal-2-5', 'reveal-2-4', 'reveal-2-3', 'reveal-2-2']);
  });

  it('lists an event replayed after a reconnection once, at the top', () => {
    const items = withRevealed(withRevealed(withRevealed([], reveal(1)), reveal(2)), reveal(1));
    expect(items.map((item) => item.key)).toEqual(['reveal-2-1', 'reveal-2-2']);
  });

  it('names the first place the winner, with its result', () => {
    const results = [result(11, 2, 38.8), result(12, 1, 61.2)];
    expect(winnerOf(page({ results, decision: decision('result') }))).toEqual({ nominee: nominee(12, 'MegaWinMila'), result: 61.2 });
  });

  it('names none before the results are out, or when nobody voted or scored', () => {
    expect(winnerOf(page({}))).toBeNull();
    expect(winnerOf(page({ results: [result(11, 1, 0), result(12, 2, 0)], decision: decision('none') }))).toBeNull();
  });
});
