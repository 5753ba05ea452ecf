/**
 * Each count's share of the total in percent, rounded to the nearest tenth; no votes at all is 0
 * each. Equal counts show equal shares, so the shares may add up to a tenth or two more or less
 * than 100 (1, 1, 1 is 33.3 each), as published election results do.
 */
export function percentages(counts: number[]): number[] {
  const total = counts.reduce((sum, count) => sum + count, 0);
  return counts.map((count) => (total === 0 ? 0 : Math.round((count * 1000) / total) / 10));
}
