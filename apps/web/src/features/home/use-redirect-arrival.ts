import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { scrollBehavior } from '@/lib/motion';

/** The query flag other pages (and other sites) add when they send a visitor to a home section. */
export const REDIRECT_FLAG = 'redirect';
/** Spec section 9: the section stops 96 px below the top (under the sticky header), after 250 ms. */
export const ARRIVAL_OFFSET = 96;
export const ARRIVAL_DELAY = 250;
/** Sections above the target may still be loading; while they grow, the target is followed this long. */
const SETTLE_TIME = 3000;

function scrollToTarget(id: string, behavior: ScrollBehavior): void {
  const target = document.getElementById(id);
  if (target) window.scrollTo({ top: target.getBoundingClientRect().top + window.scrollY - ARRIVAL_OFFSET, behavior });
}

/**
 * Spec section 2: arriving with `?redirect` clears the query (keeping the hash) and, after 250 ms,
 * scrolls smoothly to the hash's element. Sections that load later above it would push it away,
 * so for a few seconds it is followed as the page grows, until the visitor scrolls by themselves.
 */
export function useRedirectArrival(): void {
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  const flagged = new URLSearchParams(search).has(REDIRECT_FLAG);

  useEffect(() => {
    if (!flagged) return;
    void navigate({ search: '', hash }, { replace: true, preventScrollReset: true });
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    // Not cancelled when the flag disappears: clearing the query is what re-runs this effect.
    window.setTimeout(() => {
      scrollToTarget(id, scrollBehavior());
      if (typeof ResizeObserver === 'undefined') return;
      const follow = new ResizeObserver(() => scrollToTarget(id, 'instant'));
      const stop = () => {
        follow.disconnect();
        window.clearTimeout(timer);
        for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.removeEventListener(type, stop);
      };
      const timer = window.setTimeout(stop, SETTLE_TIME);
      for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.addEventListener(type, stop, { passive: true });
      follow.observe(document.body);
    }, ARRIVAL_DELAY);
  }, [flagged, hash, navigate]);
}
