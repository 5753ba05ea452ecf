import { useLayoutEffect } from 'react';

let locks = 0;

/** True while an overlay holds the page still; code that scrolls the page can wait for it. */
export function isScrollLocked(): boolean {
  return locks > 0;
}

/** While an overlay covers the page, the page behind it does not scroll (a class, so no inline style). */
export function useScrollLock(active: boolean): void {
  // A layout effect, so the page can scroll again before a navigation's scroll is applied.
  useLayoutEffect(() => {
    if (!active) return;
    locks += 1;
    document.documentElement.classList.add('is-scroll-locked');
    return () => {
      locks -= 1;
      if (locks === 0) document.documentElement.classList.remove('is-scroll-locked');
    };
  }, [active]);
}
