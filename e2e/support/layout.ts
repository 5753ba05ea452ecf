import type { Page } from '@playwright/test';

/** How many pixels the page is wider than the window (0 or less: nothing sticks out sideways). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
