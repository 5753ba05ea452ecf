import { describe, expect, it } from 'vitest';
import { percentages } from './shares';

const sum = (shares: number[]) => Math.round(shares.reduce((total, share) => total + share, 0) * 10) / 10;

describe('vote shares', () => {
  it('are percentages rounded to the nearest tenth', () => {
    expect(percentages([1, 3])).toEqual([25, 75]);
    expect(percentages([2, 1])).toEqual([66.7, 33.3]);
    expect(percentages([3, 3, 1])).toEqual([42.9, 42.9, 14.3]);
  });

  it('are equal for equal counts, even where that takes them a tenth off 100', () => {
    expect(percentages([1, 1, 1])).toEqual([33.3, 33.3, 33.3]);
    expect(percentages([1, 1, 1, 1, 1, 1, 1])).toEqual([14.3, 14.3, 14.3, 14.3, 14.3, 14.3, 14.3]);
    for (const counts of [[7, 11, 13], [1, 2, 3, 4, 5, 6], [999, 1, 1], [123_457, 98_765, 3]]) expect(Math.abs(sum(percentages(counts)) - 100)).toBeLessThanOrEqual(0.2);
  });

  it('are 0 for a nominee without votes, and for everyone when nobody voted', () => {
    expect(percentages([5, 0, 2])[1]).toBe(0);
    expect(percentages([0, 0, 0])).toEqual([0, 0, 0]);
    expect(percentages([])).toEqual([]);
  });
});
