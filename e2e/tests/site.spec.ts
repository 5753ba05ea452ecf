import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { readWholeHomePage, scrollToAnchor } from '../support/home-page';
import { widths } from '../support/widths';
import { LANGUAGES, reloadIn } from '../support/language';
import { sidewaysOverflow } from '../support/layout';

for (const { name, viewport } of widths) {
  test.describe(`at ${name} width (${viewport.width} px)`, () => {
    test.use({ viewport });

    test('a first visit shows the home page with the countdown and the key dates', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/home$/);
      await expect(page).toHaveTitle('Awards | Home');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your favourite moments deserve the spotlight');

      // The default server is seeded with applications open: the countdown runs to their close.
      const countdown = page.getByRole('main').getByRole('timer', { name: 'Applications close in' });
      await expect(countdown).toBeVisible();
      await expect(countdown.locator('.countdown__value')).toHaveText([/^\d{2,}$/, /^\d{2}$/, /^\d{2}$/, /^\d{2}$/]);
      await expect(countdown).toContainText('days');

      await scrollToAnchor(page, 'how-it-works');
      const keyDates = page.getByRole('region', { name: 'How it works' });
      await expect(keyDates.getByRole('heading', { level: 3 })).toHaveText(['APPLY', 'VOTE', 'LIVE']);
      // The caps are the style's: the text is the language's own ('Nov 18 – Jan 3'), from the season's dates.
      await expect(keyDates).toContainText('Nov 18 – Jan 3');
      await expect(keyDates).toContainText('Feb 27, 4:00 PM CET');
    });

    test('a visitor switching to Russian keeps it across a reload, with <html lang="ru">', async ({ page }) => {
      await page.goto('/home');
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('button', { name: 'Русский' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ваши любимые моменты достойны софитов');

      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
      await expect(page).toHaveTitle('Awards | Главная');
      await scrollToAnchor(page, 'how-it-works');
      await expect(page.getByRole('region', { name: 'Как это работает' })).toContainText('18 нояб. – 3 янв.');
      expect(await page.evaluate(() => localStorage.getItem('lastLanguageCode'))).toBe('RU');
    });

    test('nothing on the home page is wider than the screen, in any of the four languages', async ({ page }) => {
      await page.goto('/home');
      for (const language of LANGUAGES) {
        await reloadIn(page, language);
        await expect(page.getByRole('main').getByRole('timer')).toBeVisible();
        await readWholeHomePage(page);
        await expect(page.locator('.jury__card').first()).toBeVisible();
        const overflow = await sidewaysOverflow(page);
        expect(overflow, `sideways overflow in ${language}`).toBeLessThanOrEqual(0);
      }
    });
  });
}

/** The scripts a first visit to `path` downloads until the network is quiet, and their gzipped weight, noted on the test. */
async function firstVisitScripts(page: Page, path: string) {
  const scripts: { url: string; body: Promise<Buffer> }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push({ url: response.url(), body: response.body() });
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  const bodies = await Promise.all(scripts.map(async ({ url, body }) => ({ url, body: await body })));
  const gzipped = bodies.reduce((sum, { body }) => sum + gzipSync(body).length, 0);
  test.info().annotations.push({ type: `initial JavaScript of ${path}`, description: `${(gzipped / 1024).toFixed(1)} KB gzip in ${bodies.length} files` });
  return { bodies, gzipped, urls: bodies.map(({ url }) => url).join('\n') };
}

test('the first visit to /home downloads at most 100 KB of gzipped JavaScript, without zod', async ({ page }) => {
  const { bodies, gzipped, urls } = await firstVisitScripts(page, '/home');
  expect(gzipped, urls).toBeLessThanOrEqual(100 * 1024);
  expect(bodies.filter(({ body }) => body.includes('ZodError'))).toEqual([]);
});

for (const language of LANGUAGES) {
  test(`the first visit to an application form in ${language} downloads at most 100 KB of gzipped JavaScript, without the form's code`, async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'lastLanguageCode', value: language, url: baseURL! }]);
    const { bodies, gzipped, urls } = await firstVisitScripts(page, '/application-form/3');
    expect(gzipped, urls).toBeLessThanOrEqual(100 * 1024);
    // zod, and react-hook-form (the one library naming a `reValidateMode`), load once the visitor starts on the form.
    expect(bodies.filter(({ body }) => body.includes('ZodError') || body.includes('reValidateMode')).map(({ url }) => url)).toEqual([]);
  });
}

test('a deep link such as /voting/3 loads the web app, not a server error', async ({ page }) => {
  const response = await page.goto('/voting/3');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Awards | Voting');
});

test('a developer can browse the API reference under the security policy', async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page.getByText('/api/v2/user/new').first()).toBeVisible();
  await expect(page.getByText('/api/v1/contact_us/').first()).toBeVisible();
});
