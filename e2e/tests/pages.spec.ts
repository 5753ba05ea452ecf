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
