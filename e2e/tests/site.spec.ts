import { expect, test } from '../fixtures';

test('a visitor opening the site gets the web app with its run-time title', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Awards');
  await expect(page).toHaveTitle('Awards');
});

test('a deep link such as /voting/3 loads the web app, not a server error', async ({ page }) => {
  const response = await page.goto('/voting/3');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a developer can browse the API reference under the security policy', async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page.getByText('/api/v2/user/new').first()).toBeVisible();
  await expect(page.getByText('/api/v1/contact_us/').first()).toBeVisible();
});
