/**
 * Each count's share of the total in percent with one decimal. The tenths left over by rounding
 * down go to the largest remainders, so the shares add up to exactly 100; no votes at all is 0 each.
 */
export function percentages(counts: number[]): number[] {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total === 0) return counts.map(() => 0);
  const tenths = counts.map((count) => Math.floor((count * 1000) / total));
  const remainders = counts.map((count, index) => ({ index, remainder: (count * 1000) % total }));
  let leftOver = 1000 - tenths.reduce((sum, share) => sum + share, 0);
  remainders.sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of remainders) {
    if (leftOver === 0) break;
    tenths[index]! += 1;
    leftOver -= 1;
  }
  return tenths.map((share) => share / 10);
}
