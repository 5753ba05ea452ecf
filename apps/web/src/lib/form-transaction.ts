import { useCallback, useReducer, useRef } from 'react';

/** Spec section 4: every form is INACTIVE, PROCESS while submitting, then COMMIT or ABORT until its popup closes. */
export type TransactionState = 'INACTIVE' | 'PROCESS' | 'COMMIT' | 'ABORT';

export type Transaction<Result> =
  | { state: 'INACTIVE' }
  | { state: 'PROCESS' }
  | { state: 'COMMIT'; result: Result }
  | { state: 'ABORT'; error: unknown };

type Action<Result> = { type: 'start' } | { type: 'commit'; result: Result } | { type: 'abort'; error: unknown } | { type: 'reset' };

export function transactionReducer<Result>(current: Transaction<Result>, action: Action<Result>): Transaction<Result> {
  switch (action.type) {
    // A form is locked while it is PROCESS or showing its outcome: a second submit starts nothing.
    case 'start':
      return current.state === 'INACTIVE' ? { state: 'PROCESS' } : current;
    case 'commit':
      return current.state === 'PROCESS' ? { state: 'COMMIT', result: action.result } : current;
    case 'abort':
      return current.state === 'PROCESS' ? { state: 'ABORT', error: action.error } : current;
    case 'reset':
      return current.state === 'PROCESS' ? current : { state: 'INACTIVE' };
  }
}

/**
 * Runs a form's submission through the transaction: `run(send)` moves to PROCESS, then COMMIT with
 * what `send` returned or ABORT with what it threw; `reset()` (on closing the outcome's popup or
 * notification) returns to INACTIVE. `run` resolves to the final transaction so the caller can pick
 * its popup without waiting for a render.
 */
export function useFormTransaction<Result = unknown>() {
  const [transaction, dispatch] = useReducer(transactionReducer<Result>, { state: 'INACTIVE' });
  const busy = useRef(false);

  const run = useCallback(async (send: () => Promise<Result>): Promise<Transaction<Result> | null> => {
    if (busy.current) return null;
    busy.current = true;
    dispatch({ type: 'start' });
    try {
      const result = await send();
      dispatch({ type: 'commit', result });
      return { state: 'COMMIT', result };
    } catch (error) {
      dispatch({ type: 'abort', error });
      return { state: 'ABORT', error };
    }
  }, []);

  const reset = useCallback(() => {
    busy.current = false;
    dispatch({ type: 'reset' });
  }, []);

  return { ...transaction, run, reset, isLocked: transaction.state !== 'INACTIVE' };
}
