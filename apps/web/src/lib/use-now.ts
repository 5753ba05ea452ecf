import { useEffect, useState } from 'react';

/** The current time, refreshed every `intervalMs` until `stopAt` (epoch ms) has passed, if given. */
export function useNow(intervalMs: number, stopAt?: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (stopAt !== undefined && !(stopAt > Date.now())) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (stopAt !== undefined && current >= stopAt) window.clearInterval(timer);
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs, stopAt]);
  return now;
}
