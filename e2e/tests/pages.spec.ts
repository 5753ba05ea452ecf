import { expect, test } from '../fixtures';
import { widths } from '../support/widths';

for (const { name, viewport } of widths) {
  test.describe(`pages at ${name} width (${viewport.width} px)`, () => {
    test.use({ viewport });

    test('the giveaway page shows the title, text, prize and dates from content', async ({ page }) => {
      await page.goto('/giveaway');
      await expect(page).toHaveTitle('Awards | Giveaway');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Season giveaway');
      await expect(page.getByText('Prize', { exact: true })).toBeVisible();
      await expect(page.getByText('Three streaming kits', { exact: false })).toBeVisible();
      await expect(page.getByText('Dates', { exact: true })).toBeVisible();
    });

    for (const { path, title } of [
      { path: '/privacy-policy', title: 'Privacy policy' },
      { path: '/terms-of-use', title: 'Terms of use' },
      { path: '/cookies-policy', title: 'Cookies policy' },
    ]) {
      test(`${path} shows its page from content, in paragraphs`, async ({ page }) => {
        await page.goto(path);
        await expect(page).toHaveTitle(`Awards | ${title}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // The heading stands while the text is read from content: wait for the paragraphs.
        await expect(page.locator('.legal p').nth(1)).toBeVisible();
      });
    }

    test('the printable privacy policy is a static page', async ({ page }) => {
      const response = await page.goto('/privacy-policy.html');
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    test('an unknown address shows the translated not-found page with a way home', async ({ page }) => {
      await page.goto('/home');
      await page.evaluate(() => localStorage.setItem('lastLanguageCode', 'SP'));
      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada');
      await page.getByRole('link', { name: 'Volver al inicio' }).click();
      await expect(page).toHaveURL(/\/home$/);
    });
  });
}

/** A message of the Markdown reader's lexer (marked), which its minified code keeps word for word. */
const MARKDOWN_READER = 'Infinite loop on byte';

test('the giveaway and legal pages are taken over without the Markdown reader, which loads only to build a text anew', async ({ page }) => {
  let scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  const readerLoaded = async () => (await Promise.all(scripts)).some((code) => code.includes(MARKDOWN_READER));

  for (const path of ['/privacy-policy', '/terms-of-use', '/cookies-policy', '/giveaway']) {
    scripts = [];
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.locator('.rich-text p').first()).toBeVisible();
    expect(await readerLoaded(), `${path} loads the Markdown reader`).toBe(false);
  }

  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Русский' }).click();
  await expect(page.getByText(/^В розыгрыше участвуют все авторизованные пользователи/)).toBeVisible();
  await expect(page.getByText(/^Every signed-in user who votes/)).toHaveCount(0);
  expect(await readerLoaded(), 'the reader loads to build the text in Russian').toBe(true);
});
