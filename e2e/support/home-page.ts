import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The home page draws its sections as the visitor nears them: scroll down a screen at a time, as
 * a reader would, until every section is drawn and the end of the page is reached.
 */
export async function readWholeHomePage(page: Page): Promise<void> {
  for (let step = 0; step < 60; step += 1) {
    const done = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return document.querySelector('.deferred, [data-kept]') === null && window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    if (done) return;
    await page.waitForTimeout(100);
  }
  throw new Error('the home page still has undrawn sections after 60 screens');
}

/**
 * Scrolls to a home page anchor (#nominations, #winners...), whose section is then drawn, or, as
 * the server drew it, taken over by the app once its code is in (its `data-kept` mark goes).
 */
export async function scrollToAnchor(page: Page, id: string): Promise<void> {
  await scrollIntoView(page.locator(`#${id}`));
  await expect(page.locator(`[data-kept]:has(#${id}), #${id}[data-kept], #${id} [data-kept], #${id} .deferred`)).toHaveCount(0);
  // The section's own code and reads, asked for as it is drawn.
  await page.waitForLoadState('networkidle');
}

/**
 * Scrolls to an element of the home page. The app may replace the server's drawing of a section
 * while the scroll waits for the element to be stable; then the element is looked up again.
 */
export async function scrollIntoView(element: Locator): Promise<void> {
  await expect(async () => {
    await element.scrollIntoViewIfNeeded({ timeout: 2000 });
  }).toPass();
}
