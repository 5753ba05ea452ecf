import { useCallback, useEffect, useRef, useState } from 'react';

/** Modals close after a delay of 300 ms, the length of their exit animation. */
export const CLOSE_DELAY_MS = 300;

/**
 * `requestClose()` marks the overlay as closing (its CSS plays the exit) and calls `onClose` once
 * the delay has passed; repeated requests while closing do nothing.
 */
export function useClosing(open: boolean, onClose: () => void) {
  const [closing, setClosing] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const latestOnClose = useRef(onClose);
  useEffect(() => {
    latestOnClose.current = onClose;
  });

  // Re-opening after a close starts fresh.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setClosing(false);
  }

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const requestClose = useCallback(() => {
    if (timer.current !== undefined) return;
    setClosing(true);
    timer.current = window.setTimeout(() => {
      timer.current = undefined;
      latestOnClose.current();
    }, CLOSE_DELAY_MS);
  }, []);

  return { closing, requestClose };
}
