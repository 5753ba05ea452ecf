import { describe, expect, it } from 'vitest';
import type { LegendBlock } from '@/entities/legend-blocks/get-legend-blocks';
import { blockPhase, guessOf, withGuess } from './blocks';

const block = (extra: Partial<LegendBlock> = {}): LegendBlock => ({
  id: 1,
  orderId: 1,
  closesAt: '2027-01-01T00:00:00.000Z',
  streamers: [
    { id: 1, photo: 'legend-a', nickname: 'Ana', guesses: 3, guessed: false },
    { id: 2, photo: 'legend-b', nickname: 'Bo', guesses: 1, guessed: false },
  ],
  texts: { EN: { title: 'Comeback of the year', description: 'Returned stronger.' } },
  ...extra,
});

describe('Legends of the Year blocks', () => {
  it('are open until they close, and revealed once the legend is known', () => {
    const before = Date.parse('2026-12-31T23:59:59Z');
    const after = Date.parse('2027-01-01T00:00:00Z');
    expect(blockPhase(block(), before)).toBe('open');
    expect(blockPhase(block(), after)).toBe('closed');
    expect(blockPhase(block({ legendStreamerId: 2 }), before)).toBe('revealed');
  });

  it("mark the caller's guess and count it", () => {
    const guessed = withGuess(block(), 2);
    expect(guessOf(block())).toBeUndefined();
    expect(guessOf(guessed)).toEqual({ id: 2, photo: 'legend-b', nickname: 'Bo', guesses: 2, guessed: true });
    expect(guessed.streamers[0]).toMatchObject({ guesses: 3, guessed: false });
  });
});
