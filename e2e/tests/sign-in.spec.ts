import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { actAsNewVisitor, allowRefusedRequests, createAccount, type Account } from '../support/accounts';
import { widths } from '../support/widths';

let account: Account;

test.beforeAll(async () => {
  account = await createAccount(test.info().project.use.baseURL!, 'Lena Varga');
});

async function signIn(page: Page, password = account.password) {
  const panel = page.getByRole('dialog', { name: 'Sign in' });
  await panel.getByLabel('Email').fill(account.email);
  await panel.getByLabel('Password', { exact: true }).fill(password);
  await panel.getByRole('button', { name: 'Sign in' }).click();
  return panel;
}

for (const { name, viewport } of widths) {
  test.describe(`at ${name} width (${viewport.width} px)`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ context }) => {
      await actAsNewVisitor(context);
    });

    test('with nothing pending, signing in leads to the profile', async ({ page }) => {
      await page.goto('/signin');
      await signIn(page);
      await expect(page).toHaveURL(/\/profile$/);
      await expect(page.getByRole('link', { name: 'Your account (Lena Varga)' })).toContainText('LV');
    });

    test('a pending nomination leads to its application form, and is cleared', async ({ page }) => {
      await page.goto('/home');
      await page.evaluate(() => localStorage.setItem('pendingNominationId', '3'));
      await page.goto('/signin');
      await signIn(page);
      await expect(page).toHaveURL(/\/application-form\/3$/);
      expect(await page.evaluate(() => localStorage.getItem('pendingNominationId'))).toBeNull();
    });

    test('a guest who pressed Apply comes back to the nominations on the home page', async ({ page }) => {
      await page.goto('/home');
      await page.getByRole('banner').getByRole('button', { name: 'Apply' }).click();
      await expect(page).toHaveURL(/\/signin$/);
      expect(await page.evaluate(() => localStorage.getItem('pendingApplyRedirect'))).toBe('true');
      await signIn(page);
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      // Scrolled so the section starts just under the header (its scroll margin is 96 px).
      await expect.poll(() => page.evaluate(() => Math.round(document.getElementById('nominations')!.getBoundingClientRect().top)), { timeout: 5_000 }).toBeLessThanOrEqual(120);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      expect(await page.evaluate(() => localStorage.getItem('pendingApplyRedirect'))).toBeNull();
    });

    test('a wrong password gets the client-error popup, and the form can be tried again', async ({ page, consoleErrors }) => {
      await page.goto('/signin');
      const panel = await signIn(page, 'not the password');
      const popup = page.getByRole('alertdialog', { name: 'Could not sign in' });
      await expect(popup).toContainText('Invalid email or password.');
      await popup.getByRole('button', { name: 'Try again' }).click();
      await expect(popup).toHaveCount(0);
      await expect(panel.getByRole('button', { name: 'Sign in' })).toBeEnabled();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      allowRefusedRequests(consoleErrors, 400);
    });

    test('the panels open one at a time over the home page, switch between each other, and close back to /home', async ({ page }) => {
      await page.goto('/signin');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.getByRole('dialog', { name: 'Sign in' }).getByRole('link', { name: 'Sign up' }).click();
      await expect(page).toHaveURL(/\/signup$/);
      await expect(page.getByRole('dialog')).toHaveCount(1);
      await page.getByRole('dialog', { name: 'Sign up' }).getByRole('link', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(/\/signin$/);
      await page.getByRole('dialog', { name: 'Sign in' }).getByRole('link', { name: 'Forgot your password?' }).click();
      await expect(page).toHaveURL(/\/forget-password$/);
      await page.getByRole('dialog', { name: 'Forgot password' }).getByRole('link', { name: 'Back to sign-in' }).click();
      await expect(page).toHaveURL(/\/signin$/);

      const panel = page.getByRole('dialog', { name: 'Sign in' });
      await expect(panel.getByLabel('Email')).toBeVisible();
      await panel.getByLabel('Password', { exact: true }).fill('secret');
      await panel.getByRole('button', { name: 'Show password' }).click();
      await expect(panel.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
      await page.keyboard.press('Escape');
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await page.goto('/forget-password');
      await page.getByRole('dialog', { name: 'Forgot password' }).getByRole('button', { name: 'Close' }).click();
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  });
}
