import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import { REDIRECT_FLAG } from '@/features/home/use-redirect-arrival';
import { followAnchor } from '@/lib/follow-anchor';
import { scrollBehavior } from '@/lib/motion';
import { scrollAction, type ScrollPlace } from './scroll-rules';

/**
 * Applies the scroll rules (scroll-rules.ts) after each navigation. Positions are remembered per
 * history entry, so Back and Forward return to where the visitor was. A hash's element is followed
 * while the page loads around it, until the next navigation.
 */
export function ScrollManager() {
  const location = useLocation();
  const matches = useMatches();
  const routeId = matches.at(-1)?.id ?? '';
  const positions = useRef(new Map<string, number>());
  const previous = useRef<ScrollPlace | null>(null);
  const currentKey = useRef(location.key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => positions.current.set(currentKey.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    const to = { routeId, hash: location.hash, redirected: new URLSearchParams(location.search).has(REDIRECT_FLAG) };
    const action = scrollAction(previous.current, to, positions.current.get(location.key));
    previous.current = to;
    switch (action.kind) {
      case 'hash':
        return followAnchor(action.id);
      case 'top':
        window.scrollTo({ top: 0, behavior: 'instant' });
        break;
      case 'smooth-top':
        window.scrollTo({ top: 0, behavior: scrollBehavior() });
        break;
      case 'restore':
        window.scrollTo({ top: action.y, behavior: 'instant' });
        break;
    }
  }, [location.key, location.hash, location.search, routeId]);

  return null;
}
