import { expect, test } from '../fixtures';
import { actAsNewVisitor, createAccount, type Account } from '../support/accounts';
import { mailsTo, nextOneTimePassword } from '../support/mail';
import { widths } from '../support/widths';

let account: Account;

test.beforeAll(async () => {
  account = await createAccount(test.info().project.use.baseURL!, 'Diego Albarrán');
});

for (const { name, viewport } of widths) {
  test.describe(`at ${name} width (${viewport.width} px)`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ context }) => {
      await actAsNewVisitor(context);
    });

    test('a user who forgot the password gets a new one-time password by mail, signs in with it and chooses a new password', async ({ page }) => {
      await page.goto('/signin');
      await page.getByRole('dialog', { name: 'Sign in' }).getByRole('link', { name: 'Forgot your password?' }).click();
      await expect(page).toHaveURL(/\/forget-password$/);

      const panel = page.getByRole('dialog', { name: 'Forgot password' });
      await panel.getByLabel('Email').fill('diego@');
      await expect(panel.getByText('Invalid email')).toBeVisible();
      await expect(panel.getByRole('button', { name: 'Send' })).toBeDisabled();
      await expect(panel).toContainText('This site is protected by reCAPTCHA');
      await panel.getByLabel('Email').fill(` ${account.email} `);
      const seen = (await mailsTo(account.email)).length;
      await panel.getByRole('button', { name: 'Send' }).click();

      const popup = page.getByRole('dialog', { name: 'New password sent!' });
      await expect(popup).toContainText(account.email);
      const oneTime = await nextOneTimePassword(account.email, seen);
      await popup.getByRole('button', { name: 'Sign in' }).click();

      await expect(page).toHaveURL(/\/signin$/);
      const signIn = page.getByRole('dialog', { name: 'Sign in' });
      await expect(signIn.getByLabel('Email')).toHaveValue(account.email);
      await signIn.getByLabel('Password', { exact: true }).fill(oneTime);
      await signIn.getByRole('button', { name: 'Sign in' }).click();
      await expect(signIn.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
      const fresh = `Encore-${name}-2027`;
      await signIn.getByLabel('New password', { exact: true }).fill(fresh);
      await signIn.getByLabel('Repeat the new password').fill(fresh);
      await signIn.getByRole('button', { name: 'Save password' }).click();
      await expect(page).toHaveURL(/\/profile$/);
      account.password = fresh;
    });

    test('closing the success popup closes the panel and returns to /home', async ({ page }) => {
      await page.goto('/forget-password');
      const panel = page.getByRole('dialog', { name: 'Forgot password' });
      await panel.getByLabel('Email').fill('nobody-here@example.org');
      await panel.getByRole('button', { name: 'Send' }).click();
      const popup = page.getByRole('dialog', { name: 'New password sent!' });
      await popup.getByRole('button', { name: 'Close' }).click();
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  });
}
