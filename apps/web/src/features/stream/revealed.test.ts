import { describe, expect, it } from 'vitest';
import { KEPT_REVEALS, withRevealed, type RevealedItem } from './revealed';

const reveal = (nominationId: number, roundId = 2): RevealedItem => ({ key: `reveal-${roundId}-${nominationId}`, kind: 'reveal', roundId, nominationId, winner: null });

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
});
