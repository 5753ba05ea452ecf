import { describe, expect, it } from 'vitest';
import { batched } from './batched';

/** A statement the test answers by hand: the batches it was run with, and a way to answer the oldest one waiting. */
function heldStatement() {
  const batches: number[][] = [];
  const waiting: { items: number[]; answer: (results: (string | Error)[]) => void }[] = [];
  const run = (items: readonly number[]) => {
    batches.push([...items]);
    return new Promise<(string | Error)[]>((answer) => waiting.push({ items: [...items], answer }));
  };
  const answerOldest = (results: (item: number) => string | Error) => {
    const { items, answer } = waiting.shift()!;
    answer(items.map(results));
  };
  return { run, batches, answerOldest };
}

const settle = (promises: Promise<string>[]) => Promise.allSettled(promises).then((all) => all.map((one) => (one.status === 'fulfilled' ? one.value : (one.reason as Error).message)));
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('a batched statement', () => {
  it('takes the calls made together in one batch, and those made while it is at the database in the next one', async () => {
    const statement = heldStatement();
    const call = batched(statement.run);
    const first = [1, 2, 3].map(call);
    await tick();
    const second = [4, 5].map(call);
    await tick();
    await tick();
    // One batch at a time: the second waits for the first to be back.
    expect(statement.batches).toEqual([[1, 2, 3]]);
    statement.answerOldest((item) => `stored ${item}`);
    expect(await settle(first)).toEqual(['stored 1', 'stored 2', 'stored 3']);
    await tick();
    expect(statement.batches).toEqual([[1, 2, 3], [4, 5]]);
    statement.answerOldest((item) => `stored ${item}`);
    expect(await settle(second)).toEqual(['stored 4', 'stored 5']);
  });

  it('answers each call with its own result, and rejects only the call whose item failed', async () => {
    const statement = heldStatement();
    const calls = [1, 2, 3].map(batched(statement.run));
    await tick();
    statement.answerOldest((item) => (item === 2 ? new Error('refused 2') : `stored ${item}`));
    expect(await settle(calls)).toEqual(['stored 1', 'refused 2', 'stored 3']);
  });

  it('rejects every call of a batch that failed, and goes on with the next batch', async () => {
    let failing = true;
    const call = batched(async (items: readonly number[]) => {
      if (failing) throw new Error('the database is away');
      return items.map((item) => `stored ${item}`);
    });
    expect(await settle([1, 2].map(call))).toEqual(['the database is away', 'the database is away']);
    failing = false;
    expect(await settle([3].map(call))).toEqual(['stored 3']);
  });
});
