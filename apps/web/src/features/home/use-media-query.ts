import { useCallback, useSyncExternalStore } from 'react';

/** The server draws pages with no screen to match: there, nothing matches. */
const canMatch = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/** Whether a media query matches now; re-renders when it starts or stops matching. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatch()) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => canMatch() && window.matchMedia(query).matches, () => false);
}
