import { scrollBehavior } from './motion';

/** The page counts as settled once the target has stayed put this long. */
export const SETTLE_TIME = 3000;
/** However busy the page stays, the visitor gets the scroll back after this long. */
export const FOLLOW_LIMIT = 10_000;

/** Input by which the visitor takes the scroll over; from then on the page is theirs. */
const TAKE_OVER = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** Where an element is brought to: its top at its scroll margin (below the sticky header), or the middle of the screen. */
export type Block = 'start' | 'center';

/**
 * Where the page must be scrolled to for `target` to sit at its `block` place, or as near as the
 * page's length allows: near the end, the page may still have to grow.
 */
function restingPlace(target: HTMLElement, block: Block): number {
  const box = target.getBoundingClientRect();
  const offset = block === 'start' ? Number.parseFloat(getComputedStyle(target).scrollMarginTop) || 0 : (window.innerHeight - box.height) / 2;
  const end = document.documentElement.scrollHeight - window.innerHeight;
  return Math.round(Math.min(box.top + window.scrollY - offset, end));
}

/**
 * Scrolls to the element `find` gives and keeps it there while the page settles: the element may
 * not exist yet, and sections above it that are still loading push it down as they fill in (and
 * deferred ones load as the scroll passes them). Follows until the visitor scrolls, the page has
 * settled, or the returned function is called (the next navigation).
 */
export function followElement(find: () => HTMLElement | null, block: Block = 'start'): () => void {
  let aimedAt: number | null = null;
  // Settling is counted from the first scroll: a target that is not there yet waits up to the limit.
  let settled: number | undefined;
  const align = () => {
    const target = find();
    if (!target) return;
    appeared.disconnect();
    const place = restingPlace(target, block);
    // Re-aiming only when the target has moved lets a smooth scroll that is under way glide on. A
    // correction jumps: restarting the glide on every late section would keep it from arriving.
    if (place === aimedAt) return;
    target.scrollIntoView({ behavior: aimedAt === null ? scrollBehavior() : 'instant', block });
    aimedAt = place;
    window.clearTimeout(settled);
    settled = window.setTimeout(stop, SETTLE_TIME);
  };

  const appeared = new MutationObserver(align);
  const moved = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(align);
  const stop = () => {
    appeared.disconnect();
    moved?.disconnect();
    window.clearTimeout(settled);
    window.clearTimeout(limit);
    for (const type of TAKE_OVER) window.removeEventListener(type, stop);
  };
  const limit = window.setTimeout(stop, FOLLOW_LIMIT);
  for (const type of TAKE_OVER) window.addEventListener(type, stop, { passive: true });

  appeared.observe(document.body, { childList: true, subtree: true });
  // Whatever moves the target above it changes the page's height.
  moved?.observe(document.body);
  align();
  return stop;
}

/** Follows the element with `id`, as a link to it (`#faq`) asks. */
export const followAnchor = (id: string) => followElement(() => document.getElementById(id));
