import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures';
import { allowRefusedRequests, createAccount } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { mailsTo } from '../support/mail';
import { signIn } from '../support/session';
import { desktop, phone } from '../support/widths';

/** The server seeded with SEED_SCENARIO=voting (playwright.config.ts): the longlist is open, so the user votes first. */
const votingURL = process.env.E2E_VOTING_URL!;
const votingDataDir = process.env.E2E_VOTING_DATA_DIR!;

const widths = [
  { ...phone, nominationId: 7 },
  { ...desktop, nominationId: 8 },
];

for (const { name, viewport, nominationId } of widths) {
  test.describe(`a user's own data at ${name} width (${viewport.width} px)`, () => {
    test.use({ viewport, baseURL: votingURL });

    test('a user downloads their data, deletes the account after confirming, is signed out for good, and signs up again with the same email', async ({ page, consoleErrors }) => {
      const account = await createAccount(votingURL, 'Dana Delete', votingDataDir);
      await signIn(page, account);
      await page.goto(`/voting/${nominationId}`);
      const chosen = page.getByRole('region', { name: 'Nominees' }).getByRole('listitem').first();
      const nickname = (await chosen.getByRole('heading').textContent())!;
      await chosen.getByRole('button', { name: `Vote for ${nickname}` }).click();
      await expect(page.getByRole('status').filter({ hasText: `Your vote for ${nickname} is in.` })).toBeVisible();

      await page.goto('/profile');
      const data = page.getByRole('region', { name: 'Your data' });
      const downloading = page.waitForEvent('download');
      await data.getByRole('button', { name: 'Download my data' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
      const file = await readFile((await download.path())!, 'utf8');
      expect(JSON.parse(file)).toMatchObject({
        format: 'awards-personal-data/1',
        account: { email: account.email, name: 'Dana Delete', password_set: true, staff_roles: [] },
        votes: [{ round_kind: 'longlist', nomination_id: nominationId, nominee_nickname: nickname }],
        entries: [],
      });
      // No password hash, and none of the keyed hashes kept with the vote and the account.
      expect(file).not.toMatch(/[0-9a-f]{64}|\$argon2/);

      await data.getByRole('button', { name: 'Delete my account' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
      await expect(dialog).toContainText('Your votes stay counted but are no longer linked to you');
      await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await dialog.getByRole('textbox', { name: 'Type your email to confirm' }).fill('someone-else@example.org');
      await dialog.getByRole('button', { name: 'Delete my account' }).click();
      await expect(dialog.getByText("Type the account's email exactly to confirm")).toBeVisible();
      await expectNoAxeViolations(page, `the account's deletion dialog at ${name} width`);
      await dialog.getByRole('textbox', { name: 'Type your email to confirm' }).fill(account.email);
      await dialog.getByRole('button', { name: 'Delete my account' }).click();

      await expect(page).toHaveURL(/\/home$/);
      await expect(page.getByText(`Your account has been deleted. A confirmation is on its way to ${account.email}.`)).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
      await expect
        .poll(async () => (await mailsTo(account.email, votingDataDir)).some((mail) => mail.includes('Subject: Awards: your account has been deleted')), { timeout: 15_000 })
        .toBe(true);

      await page.goto('/signin');
      const signInPanel = page.getByRole('dialog', { name: 'Sign in' });
      await signInPanel.getByLabel('Email').fill(account.email);
      await signInPanel.getByLabel('Password', { exact: true }).fill(account.password);
      await signInPanel.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('alertdialog', { name: 'Could not sign in' })).toBeVisible();
      allowRefusedRequests(consoleErrors, 400);

      await page.goto('/signup');
      const signUp = page.getByRole('dialog', { name: 'Sign up' });
      await signUp.getByLabel('Name').fill('Dana Again');
      await signUp.getByLabel('Email').fill(account.email);
      await signUp.getByRole('checkbox', { name: /I agree to the Privacy Policy/ }).check();
      await signUp.getByRole('button', { name: 'Sign up' }).click();
      await expect(signUp.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    });
  });
}
