import DataLoader from 'dataloader';

/** Items in one batch at most, so that one statement's arrays stay modest. */
const MAX_BATCH = 500;

/**
 * Group commit: the items of concurrent calls go to the database together, one statement (one
 * round trip, and for a write one commit) for all the calls that arrived while the batch before
 * was at the database. One batch at a time: under a crowd the batches grow, and their cost per
 * item shrinks, rather than more and smaller ones competing for the pool. A call resolves only
 * once its batch has returned: to its own result, or rejected with the Error that `run` put in
 * its place; a batch that fails rejects every call in it.
 */
export function batched<In, Out>(run: (items: readonly In[]) => Promise<(Out | Error)[]>): (item: In) => Promise<Out> {
  let running = false;
  const waiting: (() => void)[] = [];
  const start = (dispatch: () => void) => {
    running = true;
    dispatch();
  };
  const loader = new DataLoader<In, Out>(
    async (items) => {
      try {
        return await run(items);
      } finally {
        running = false;
        const next = waiting.shift();
        if (next) start(next);
      }
    },
    {
      cache: false,
      maxBatchSize: MAX_BATCH,
      // Leaves after the I/O already in hand has added its calls, or, while one is at the database, once it is back.
      batchScheduleFn: (dispatch) => setImmediate(() => (running ? waiting.push(dispatch) : start(dispatch))),
    },
  );
  return (item) => loader.load(item);
}
