import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { LANGUAGES } from '../support/language';
import { widths } from '../support/widths';

/** Every public page, each with what it must show from the content and the data behind it. */
const PUBLIC_PAGES = ['/home', '/voting/1', '/loty', '/stream', '/giveaway', '/application-form/3', '/privacy-policy', '/terms-of-use', '/cookies-policy', '/no-such-page'];

const LOCALES = { EN: 'en', SP: 'es', RU: 'ru', PT: 'pt' } as const;

/** What a reader takes from a page: its language, its main heading and how much text its main part holds. */
async function reading(page: Page) {
  return {
    lang: await page.locator('html').getAttribute('lang'),
    heading: (await page.getByRole('heading', { level: 1 }).first().innerText()).trim(),
    words: (await page.locator('main').innerText()).split(/\s+/).filter(Boolean).length,
  };
}

for (const language of LANGUAGES) {
  test(`with JavaScript off, every public page reads in ${language} as the app shows it`, async ({ page, browser, baseURL }) => {
    const cookie = { name: 'lastLanguageCode', value: language, url: baseURL! };
    const withoutScript = await browser.newContext({ javaScriptEnabled: false });
    await withoutScript.addCookies([cookie]);
    await page.context().addCookies([cookie]);
    const bare = await withoutScript.newPage();
    for (const path of PUBLIC_PAGES) {
      await bare.goto(path);
      const drawn = await reading(bare);
      expect(drawn.lang, path).toBe(LOCALES[language]);
      expect(drawn.words, `${path} has its text without JavaScript`).toBeGreaterThan(10);

      await page.goto(path);
      const shown = await reading(page);
      expect(drawn.heading, path).toBe(shown.heading);
      expect(drawn.lang, path).toBe(shown.lang);
    }
    await withoutScript.close();
  });
}

for (const { name, viewport } of widths) {
  test(`at ${name} width, the app takes each drawn page over as it is: nothing redrawn, nothing moved`, async ({ page }) => {
    await page.setViewportSize(viewport);
    // From the moment the drawn page is parsed until the app has taken it over (it clears the
    // mark), every element taken out of it; and every shift of its layout until the page settles.
    await page.addInitScript(() => {
      const seen = { removed: [] as string[], shift: 0 };
      Object.assign(window, { seen });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) seen.shift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
      document.addEventListener('DOMContentLoaded', () => {
        const root = document.getElementById('root')!;
        let takenOver = false;
        new MutationObserver((records) => {
          for (const record of records) {
            if (record.type === 'attributes') takenOver = true;
            if (takenOver) continue;
            for (const node of record.removedNodes) if (node instanceof Element) seen.removed.push(node.outerHTML.slice(0, 120));
          }
        }).observe(root, { childList: true, subtree: true, attributeFilter: ['data-drawn'] });
      });
    });
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      // The sections below the first screen load their code as the app takes over: let them settle.
      await page.waitForLoadState('networkidle');
      const seen = await page.evaluate(() => (window as unknown as { seen: { removed: string[]; shift: number } }).seen);
      expect(seen.removed, `${path}: elements the app took out of the drawn page`).toEqual([]);
      expect(seen.shift, `${path}: layout shift`).toBeLessThan(0.01);
    }
  });
}

test('every public page is on screen before the browser asks for the app’s code', async ({ page }) => {
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const { painted, asked } = await page.evaluate(() => ({
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      asked: performance.getEntriesByType('resource').find((entry) => /\/assets\/start-[\w-]+\.js$/.test(entry.name))?.startTime,
    }));
    expect(painted, `${path} is painted`).toBeDefined();
    expect(asked, `${path} loads the app`).toBeDefined();
    expect(asked!, `${path}: the app's code is asked for after the first paint`).toBeGreaterThan(painted!);
  }
});

test('the footer, and the home page’s slideshow, taken over after the rest of the page, keep the elements the server drew', async ({ page }) => {
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => Object.assign(window, { drawn: [document.querySelector('footer'), document.querySelector('#slideshow')] })),
  );
  await page.goto('/home');
  await page.waitForLoadState('networkidle');
  const kept = await page.evaluate(() => (window as unknown as { drawn: (Element | null)[] }).drawn.map((element) => element !== null && element.isConnected));
  expect(kept, 'the drawn footer and slideshow are still in the page').toEqual([true, true]);
  // Taken over: the footer's links are the app's, which change the page without loading it again.
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await page.locator('footer').getByRole('link', { name: 'Privacy policy', exact: true }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
});
