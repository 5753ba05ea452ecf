import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { scrollBehavior } from '@/lib/motion';

/** The query flag other pages (and other sites) add when they send a visitor to a home section. */
export const REDIRECT_FLAG = 'redirect';
/** Spec section 9: the section stops 96 px below the top (under the sticky header), after 250 ms. */
export const ARRIVAL_OFFSET = 96;
export const ARRIVAL_DELAY = 250;

/**
 * Spec section 2: arriving with `?redirect` clears the query (keeping the hash) and, once the
 * page has had time to lay out, scrolls smoothly to the hash's element.
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
      const target = document.getElementById(id);
      if (!target) return;
      window.scrollTo({ top: target.getBoundingClientRect().top + window.scrollY - ARRIVAL_OFFSET, behavior: scrollBehavior() });
    }, ARRIVAL_DELAY);
  }, [flagged, hash, navigate]);
}
