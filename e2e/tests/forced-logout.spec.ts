import { createHmac } from 'node:crypto';
import { expect, test } from '../fixtures';
import { actAsNewVisitor, allowRefusedRequests, createAccount } from '../support/accounts';
import { widths } from '../support/widths';

/** A well-formed, unexpired token the server did not sign: its key is not the server's. */
function tokenSignedWithAnotherKey(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: '1', name: 'Mallory Forge', email: 'mallory@example.org', ver: 0, exp: Math.floor(Date.now() / 1000) + 3600 })}`;
  return `${unsigned}.${createHmac('sha256', 'not-the-server-secret').update(unsigned).digest('base64url')}`;
}

for (const { name, viewport } of widths) {
  test.describe(`at ${name} width (${viewport.width} px)`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ context }) => {
      await actAsNewVisitor(context);
    });

    test('a token the server refuses (401) signs the visitor out and sends them home', async ({ page, consoleErrors }) => {
      await page.goto('/home');
      await page.evaluate((token) => localStorage.setItem('token', token), tokenSignedWithAnotherKey());
      await page.reload();
      // Until the server is asked, the client trusts the unexpired token.
      await expect(page.getByRole('link', { name: 'Your account (Mallory Forge)' })).toBeVisible();
      await page.getByRole('link', { name: 'Your account (Mallory Forge)' }).click();
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      allowRefusedRequests(consoleErrors, 401);
    });

    test('a session revoked elsewhere (the password was changed) ends on the next authenticated call', async ({ page, baseURL, consoleErrors }) => {
      const account = await createAccount(baseURL!, 'Nova Quinn');
      await page.goto('/signin');
      const panel = page.getByRole('dialog', { name: 'Sign in' });
      await panel.getByLabel('Email').fill(account.email);
      await panel.getByLabel('Password', { exact: true }).fill(account.password);
      await panel.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(/\/profile$/);

      // Choosing a new password from another device revokes every earlier token.
      const token = await page.evaluate(() => localStorage.getItem('token'));
      const changed = await fetch(new URL('/api/v2/user/password', baseURL!), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ password: 'Another-stage-2027' }),
      });
      expect(changed.status).toBe(200);

      await page.goto('/profile');
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      allowRefusedRequests(consoleErrors, 401);
    });

    test('an expired token counts as signed out: the profile sends the visitor home without asking the server', async ({ page }) => {
      await page.goto('/home');
      await page.evaluate(() => {
        const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
        localStorage.setItem('token', `${part({ alg: 'HS256' })}.${part({ name: 'Old Session', email: 'old@example.org', exp: Math.floor(Date.now() / 1000) - 60 })}.sig`);
      });
      await page.goto('/profile');
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    });
  });
}
