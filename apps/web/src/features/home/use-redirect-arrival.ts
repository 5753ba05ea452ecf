import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { followAnchor } from '@/lib/follow-anchor';

/** The query flag other pages (and other sites) add when they send a visitor to a home section. */
export const REDIRECT_FLAG = 'redirect';
/** The section stops below the sticky header (its 96 px scroll margin), after 250 ms. */
export const ARRIVAL_DELAY = 250;

/**
 * Arriving with `?redirect` clears the query (keeping the hash) and, after 250 ms,
 * scrolls smoothly to the hash's element, following it while the sections above it load and grow.
 */
export function useRedirectArrival(): void {
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  const flagged = new URLSearchParams(search).has(REDIRECT_FLAG);

  useEffect(() => {
    if (!flagged) return;
    void navigate({ search: '', hash }, { replace: true, preventScrollReset: true });
    const id = decodeURIComponent(hash.slice(1));
    // Not cancelled when the flag disappears: clearing the query is what re-runs this effect.
    if (id) window.setTimeout(() => followAnchor(id), ARRIVAL_DELAY);
  }, [flagged, hash, navigate]);
}
