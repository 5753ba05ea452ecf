import { expect, test } from '../fixtures';
import { actAsNewVisitor, allowRefusedRequests } from '../support/accounts';
import { widths } from '../support/widths';

/** The server seeded with SEED_SCENARIO=voting (playwright.config.ts): a round is open, so home says 'Voting period started'. */
const votingURL = process.env.E2E_VOTING_URL!;

for (const { name, viewport } of widths) {
  test.describe(`one dialog at a time at ${name} width (${viewport.width} px)`, () => {
    test.use({ viewport, baseURL: votingURL });

    test("a fresh visitor at /signin gets the panel alone; 'Voting period started' waits for it, and focus comes back", async ({ page }) => {
      const notice = page.getByRole('dialog', { name: 'Voting period started' });
      const panel = page.getByRole('dialog', { name: 'Sign in' });

      // The page comes drawn with what the notice needs (the open round and the first nomination), and the app has it once it has taken over.
      await page.goto('/signin', { waitUntil: 'networkidle' });
      await expect(panel.getByLabel('Email')).toBeVisible();
      // Left alone, the notice would be up by now (its code is small): the panel goes first.
      await page.waitForTimeout(500);
      await expect(notice).toHaveCount(0);
      expect(await page.evaluate(() => sessionStorage.getItem('voting-started-modal-was-displayed'))).toBeNull();

      await page.keyboard.press('Escape');
      await expect(panel).toHaveCount(0);
      await expect(page).toHaveURL(/\/home$/);
      await expect(notice).toBeVisible();
      await expect(notice.getByRole('button', { name: 'Vote now' })).toBeFocused();

      await page.keyboard.press('Escape');
      await expect(notice).toHaveCount(0);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      // Nothing had the focus when the visitor arrived, and nothing has it again.
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

      // Once per session: the visitor opens the panel from the header, closes it, and is back on the link.
      const signInLink = page.getByRole('banner').getByRole('link', { name: 'Sign in' });
      await signInLink.focus();
      await page.keyboard.press('Enter');
      await expect(panel.getByLabel('Email')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(panel).toHaveCount(0);
      await expect(signInLink).toBeFocused();
      await expect(notice).toHaveCount(0);
    });
  });
}

/** On the default server (applications open, no voting round), whose sign-in limits go by the visitor's address. */
for (const { name, viewport } of widths) {
  test.describe(`a popup over a panel at ${name} width (${viewport.width} px)`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ context }) => {
      await actAsNewVisitor(context);
    });

    test('over the panel, a popup is what Escape closes; the panel stays, with the focus back in it', async ({ page, consoleErrors }) => {
      const panel = page.getByRole('dialog', { name: 'Sign in' });
      await page.goto('/signin');
      await panel.getByLabel('Email').fill('nobody-here@example.org');
      await panel.getByLabel('Password', { exact: true }).fill('not the password');
      await panel.getByRole('button', { name: 'Sign in' }).click();
      const popup = page.getByRole('alertdialog', { name: 'Could not sign in' });
      await expect(popup).toBeVisible();

      await page.keyboard.press('Escape');
      await expect(popup).toHaveCount(0);
      await expect(panel).toBeVisible();
      expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      allowRefusedRequests(consoleErrors, 400);

      await page.keyboard.press('Escape');
      await expect(panel).toHaveCount(0);
      await expect(page).toHaveURL(/\/home$/);
    });
  });
}
