import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFormTransaction } from './form-transaction';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('a form transaction', () => {
  it('starts INACTIVE and unlocked', () => {
    const { result } = renderHook(() => useFormTransaction());
    expect(result.current.state).toBe('INACTIVE');
    expect(result.current.isLocked).toBe(false);
  });

  it('is PROCESS while the request runs, then COMMIT with its answer', async () => {
    const { result } = renderHook(() => useFormTransaction<{ id: number }>());
    const request = deferred<{ id: number }>();
    let outcome: Promise<unknown>;
    act(() => {
      outcome = result.current.run(() => request.promise);
    });
    expect(result.current.state).toBe('PROCESS');
    expect(result.current.isLocked).toBe(true);
    await act(async () => {
      request.resolve({ id: 7 });
      await outcome;
    });
    expect(result.current).toMatchObject({ state: 'COMMIT', result: { id: 7 } });
  });

  it('is ABORT with the error when the request fails', async () => {
    const { result } = renderHook(() => useFormTransaction());
    const failure = new Error('403');
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.run(() => Promise.reject(failure));
    });
    expect(result.current).toMatchObject({ state: 'ABORT', error: failure });
    expect(outcome).toEqual({ state: 'ABORT', error: failure });
  });

  it('returns to INACTIVE when the popup showing the outcome closes', async () => {
    const { result } = renderHook(() => useFormTransaction());
    await act(async () => {
      await result.current.run(() => Promise.resolve('ok'));
    });
    act(() => result.current.reset());
    expect(result.current.state).toBe('INACTIVE');
    expect(result.current.isLocked).toBe(false);
  });

  it('sends nothing more while a submission is pending or its outcome is showing', async () => {
    const { result } = renderHook(() => useFormTransaction());
    let sends = 0;
    const send = () => {
      sends += 1;
      return Promise.resolve('ok');
    };
    await act(async () => {
      await Promise.all([result.current.run(send), result.current.run(send)]);
    });
    await act(async () => {
      expect(await result.current.run(send)).toBeNull();
    });
    expect(sends).toBe(1);
    expect(result.current.state).toBe('COMMIT');
  });
});
