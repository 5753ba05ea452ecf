import type { Result } from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';

/**
 * The most typical of several runs of one page, chosen as Lighthouse advises: the run nearest the
 * median first contentful paint and the median time to interactive, the earliest and latest
 * moments of the load (the median of the score alone would pick an outlier's other figures). A run
 * missing either cannot be placed; when no run has both, the first is as typical as any.
 */
export function medianRun<T extends { report: Result }>(runs: T[]): T {
  if (runs.length === 0) throw new Error('no runs to choose from');
  const placeable = filterToValidRuns(runs.map((run) => run.report));
  if (placeable.length === 0) return runs[0]!;
  const median = computeMedianRun(placeable);
  return runs.find((run) => run.report === median)!;
}
