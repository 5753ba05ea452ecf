import type { Page } from '@playwright/test';

/** What a control or label shows that does not fit: cut off, sticking out, or a word broken across lines. */
export interface Misfit {
  text: string;
  problem: 'cut' | 'outside the screen' | 'word broken';
}

/** Every visible button (icon buttons too), button-styled link, tab, form label and badge. */
const CONTROLS = 'button, [role="tab"], a.button, a.avatar, label, .form-field__label, .countdown__label, [class*="badge"], [class*="__tag"]';

/**
 * Every element on the page that `selector` names (the controls unless told), measured as a reader
 * sees it: its text must fit inside its box (nothing clipped by overflow or an ellipsis), the box
 * must lie within the screen's width, and no word may be split over two lines.
 */
export function misfits(page: Page, selector = CONTROLS): Promise<Misfit[]> {
  return page.evaluate((measured) => {
    const found: { text: string; problem: 'cut' | 'outside the screen' | 'word broken' }[] = [];
    const screenWidth = document.documentElement.clientWidth;
    /** A slide of a carousel waiting its turn: beyond the box of an ancestor that clips or scrolls sideways. */
    const scrolledAway = (element: HTMLElement, box: DOMRect) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX === 'visible') continue;
        const frame = parent.getBoundingClientRect();
        if (box.left < frame.left - 1 || box.right > frame.right + 1) return true;
      }
      return false;
    };
    for (const element of document.querySelectorAll<HTMLElement>(measured)) {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      // An icon button is named by its label; it must stay on the screen all the same.
      const text = (element.innerText || element.getAttribute('aria-label') || '').trim();
      if (!text || box.width === 0 || box.height === 0 || style.visibility === 'hidden' || element.closest('[inert], [aria-hidden="true"], .visually-hidden')) continue;
      if (element.scrollWidth > element.clientWidth + 1 && style.overflowX !== 'visible') found.push({ text, problem: 'cut' });
      else if ((box.left < -1 || box.right > screenWidth + 1) && !scrolledAway(element, box)) found.push({ text, problem: 'outside the screen' });
      // A word split over lines has pieces on two rows of text.
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const rows = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
          if (rows.size > 1 && !match[0].includes('-')) found.push({ text: match[0], problem: 'word broken' });
        }
      }
    }
    return found;
  }, selector);
}
