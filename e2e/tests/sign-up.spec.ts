import { expect, test } from '../fixtures';
import { actAsNewVisitor, allowRefusedRequests, decodeToken, uniqueEmail } from '../support/accounts';
import { mailsTo, nextOneTimePassword } from '../support/mail';
import { widths } from '../support/widths';

for (const { name, viewport } of widths) {
  test.describe(`at ${name} width (${viewport.width} px)`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ context }) => {
      await actAsNewVisitor(context);
    });

    test('a visitor signs up, signs in with the mailed one-time password, chooses a password and lands on the profile', async ({ page }) => {
      const email = uniqueEmail(`sign-up-${name}`);
      await page.goto('/home');
      await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(/\/signin$/);
      await page.getByRole('dialog', { name: 'Sign in' }).getByRole('link', { name: 'Sign up' }).click();
      await expect(page).toHaveURL(/\/signup$/);

      const signUp = page.getByRole('dialog', { name: 'Sign up' });
      await signUp.getByLabel('Name').fill('  Nova Quinn ');
      await signUp.getByLabel('Email').fill(email);
      await signUp.getByRole('button', { name: 'Sign up' }).click();
      await expect(signUp.getByText('You must accept the privacy policy')).toBeVisible();
      await signUp.getByRole('checkbox', { name: /I agree to the Privacy Policy/ }).check();
      const seen = (await mailsTo(email)).length;
      await signUp.getByRole('button', { name: 'Sign up' }).click();

      await expect(signUp.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
      await expect(signUp).toContainText(`We have sent your password to ${email}`);
      const oneTime = await nextOneTimePassword(email, seen);

      await signUp.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(/\/signin$/);
      const signIn = page.getByRole('dialog', { name: 'Sign in' });
      await expect(signIn.getByLabel('Email')).toHaveValue(email);
      await signIn.getByLabel('Password', { exact: true }).fill(oneTime);
      await signIn.getByRole('button', { name: 'Sign in' }).click();

      await expect(signIn.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('token')), 'the restricted token is never stored').toBeNull();
      await signIn.getByLabel('New password', { exact: true }).fill('Spotlight-on-2027');
      await signIn.getByLabel('Repeat the new password').fill('Spotlight-on-2028');
      await expect(signIn.getByText('Passwords do not match')).toBeVisible();
      await signIn.getByLabel('Repeat the new password').fill('Spotlight-on-2027');
      await signIn.getByRole('button', { name: 'Save password' }).click();

      await expect(page).toHaveURL(/\/profile$/);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Your account (Nova Quinn)' })).toContainText('NQ');
      const token = await page.evaluate(() => localStorage.getItem('token'));
      expect(decodeToken(token!)).toMatchObject({ name: 'Nova Quinn', email });
      expect(decodeToken(token!).scope).toBeUndefined();
    });

    test('signing up with an email that has an account says so and offers to sign in', async ({ page, consoleErrors }) => {
      const email = uniqueEmail(`twice-${name}`);
      for (const attempt of [1, 2]) {
        await page.goto('/signup');
        const signUp = page.getByRole('dialog', { name: 'Sign up' });
        await signUp.getByLabel('Name').fill('Nova Quinn');
        await signUp.getByLabel('Email').fill(email);
        await signUp.getByRole('checkbox').check();
        await signUp.getByRole('button', { name: 'Sign up' }).click();
        if (attempt === 1) await expect(signUp.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
      }
      const popup = page.getByRole('alertdialog', { name: 'Account already exists' });
      await expect(popup).toContainText('An account with this email already exists');
      await popup.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(/\/signin$/);
      await expect(page.getByRole('dialog', { name: 'Sign in' }).getByLabel('Email')).toHaveValue(email);
      allowRefusedRequests(consoleErrors, 409);
    });
  });
}
