import { expect, test } from '../fixtures';
import type { Account } from '../support/accounts';
import { browserToday, sharedAccount, signIn } from '../support/session';
import { widths } from '../support/widths';
import { sidewaysOverflow } from '../support/layout';

/** Two applications, sent once through the API for the account whose list the journeys read. */
let applied: Promise<void> | undefined;
function applyTwice(baseURL: string, account: Account): Promise<void> {
  applied ??= (async () => {
    for (const [nomination_id, nickname] of [[2, 'FirstPick'], [5, 'SecondPick']] as const) {
      const response = await fetch(`${baseURL}/api/v2/application/new`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${account.token}` },
        body: JSON.stringify({
          nickname,
          link_to_page: `https://twitch.example.com/${nickname}`,
          link_to_media: `https://clips.example.com/${nickname}`,
          nomination_id,
          captcha_token: 'dev',
          action: 'submit_application',
        }),
      });
      if (response.status !== 201) throw new Error(`application answered ${response.status}: ${await response.text()}`);
    }
  })();
  return applied;
}

for (const { name, viewport } of widths) {
  test.describe(`the profile at ${name} width (${viewport.width} px)`, () => {
    test.use({ viewport });

    test('a guest opening /profile is sent home', async ({ page }) => {
      await page.goto('/profile');
      await expect(page).toHaveURL(/\/home$/);
    });

    test('a new user sees zero counts and the empty state, and the way to apply', async ({ page, baseURL }) => {
      const account = await sharedAccount(baseURL!, 'Bruno Costa');
      await signIn(page, account);
      await page.goto('/profile');
      await expect(page).toHaveTitle('Awards | Your account');
      await expect(page.getByText(account.email)).toBeVisible();
      const stats = page.getByRole('definition');
      for (const label of ['Applications', 'Votes', 'Guesses']) {
        await expect(page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) })).toBeVisible();
      }
      await expect(stats.filter({ hasText: /^0$/ })).toHaveCount(3);
      await expect(page.getByText("You haven't applied yet.", { exact: false })).toBeVisible();
      await page.getByRole('link', { name: 'Choose a nomination' }).click();
      await expect(page).toHaveURL(/\/home#nominations$/);
    });

    test('the list, its tabs and counts, the date as DD.MM.YYYY, back home and log out', async ({ page, baseURL }) => {
      const account = await sharedAccount(baseURL!, 'Carla Mendes');
      await applyTwice(baseURL!, account);
      await signIn(page, account);

      await page.goto('/profile');
      const applicationsCount = page.getByRole('term').filter({ hasText: /^Applications$/ }).locator('xpath=following-sibling::dd');
      await expect(applicationsCount).toHaveText('2');

      const all = page.getByRole('tab', { name: /All applications/ });
      const accepted = page.getByRole('tab', { name: /Only approved/ });
      await expect(all).toHaveAttribute('aria-selected', 'true');
      const cards = page.getByRole('tabpanel').getByRole('article');
      await expect(cards).toHaveCount(2);
      await expect(cards.filter({ hasText: 'FirstPick' })).toContainText('The brightest reaction');
      await expect(cards.filter({ hasText: 'SecondPick' })).toContainText('Best streamer collaboration');
      const today = await browserToday(page);
      await expect(cards.locator('time')).toHaveText([today, today]);
      await expect(cards.getByText('Under review')).toHaveCount(2);

      // Nothing is approved on a fresh server: the accepted tab shows its empty state.
      await accepted.click();
      await expect(accepted).toHaveAttribute('aria-selected', 'true');
      await expect(cards).toHaveCount(0);
      await expect(page.getByText('None of your applications has been approved yet.', { exact: false })).toBeVisible();
      // The tabs move with the arrow keys too.
      await accepted.press('ArrowLeft');
      await expect(all).toBeFocused();
      await expect(cards).toHaveCount(2);

      await page.getByRole('link', { name: 'Back to home' }).click();
      await expect(page).toHaveURL(/\/home$/);
      await page.goto('/profile');
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page).toHaveURL(/\/home$/);
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      await expect(page.getByRole('banner').getByRole('link', { name: /Sign in/i })).toBeVisible();
    });
  });
}

test('the profile in Portuguese: statuses, tabs and stats translated, nothing wider than a phone', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const account = await sharedAccount(baseURL!, 'Carla Mendes');
  await applyTwice(baseURL!, account);
  await signIn(page, account);
  await page.evaluate(() => localStorage.setItem('lastLanguageCode', 'PT'));
  await page.goto('/profile');
  await expect(page.getByRole('tab', { name: /Todas as inscrições/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Só aprovadas/ })).toBeVisible();
  await expect(page.getByRole('article').getByText('Em análise')).toHaveCount(2);
  const overflow = await sidewaysOverflow(page);
  expect(overflow).toBeLessThanOrEqual(0);
});
