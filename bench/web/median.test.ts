import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { medianRun } from './median';

/** A run with only the two figures the choice reads; `name` tells runs apart. */
function run(name: string, fcp: number, interactive: number) {
  const report = { audits: { 'first-contentful-paint': { numericValue: fcp }, interactive: { numericValue: interactive } } } as unknown as Result;
  return { name, report };
}

describe('the median of several runs of a page', () => {
  it('is the run nearest the median paint and the median time to interactive, not the best or worst', () => {
    const runs = [run('slow', 3000, 9000), run('typical', 1500, 4000), run('fast', 1000, 2500)];
    expect(medianRun(runs).name).toBe('typical');
  });

  it('is the only run when there is one', () => {
    expect(medianRun([run('only', 1200, 3000)]).name).toBe('only');
  });

  it('leaves out a run Lighthouse could not time, and takes the first when none was timed', () => {
    expect(medianRun([run('untimed', Number.NaN, 100), run('a', 1000, 3000), run('b', 1100, 3100), run('c', 5000, 9000)]).name).toBe('b');
    expect(medianRun([run('first', Number.NaN, 100), run('second', 900, Number.NaN)]).name).toBe('first');
  });
});
