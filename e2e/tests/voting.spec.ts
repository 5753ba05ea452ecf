import { expect, test } from '../fixtures';
import { createAccount } from '../support/accounts';
import { signIn } from '../support/session';
import { desktop, phone } from '../support/widths';

/** The server seeded with SEED_SCENARIO=voting (playwright.config.ts): the longlist is open. */
const votingURL = process.env.E2E_VOTING_URL!;
const votingDataDir = process.env.E2E_VOTING_DATA_DIR!;

const widths = [
  { ...phone, categoryId: 3 },
  { ...desktop, categoryId: 5 },
];

for (const { name, viewport, categoryId } of widths) {
  test.describe(`voting at ${name} width (${viewport.width} px)`, () => {
    test.use({ viewport, baseURL: votingURL });

    test('a visitor sees the open round and its nominees, and voting asks them to sign in', async ({ page }) => {
      await page.goto(`/voting/${categoryId}`);
      await expect(page).toHaveTitle('Awards | Voting');
      await expect(page.getByText('Longlist', { exact: true })).toBeVisible();
      await expect(page.getByText('Voting open', { exact: true })).toBeVisible();

      const nominees = page.getByRole('region', { name: 'Nominees' }).getByRole('listitem');
      await expect(nominees).toHaveCount(6);
      const first = nominees.first();
      await expect(first.getByRole('img')).toHaveAttribute('alt', /^Photo of /);
      await expect(first.getByRole('img')).toHaveAttribute('width', '320');
      // The seed's first two nominees stand for entries: an uploaded clip plays here, a past broadcast waits behind a click.
      const video = first.getByLabel(`Video of the moment: ${await first.getByRole('heading').textContent()}`);
      await expect(video).toBeVisible();
      const clip = await page.request.get(new URL((await video.getAttribute('src'))!, votingURL).href, { headers: { range: 'bytes=0-99' } });
      expect(clip.status()).toBe(206);
      await expect(nominees.nth(1).getByRole('button', { name: /^Load the (YouTube|Twitch|Kick) player$/ })).toBeVisible();
      const link = first.getByRole('link', { name: /Visit page/ });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);

      expect(await page.evaluate(() => sessionStorage.getItem('voting-modal-was-displayed'))).toBeNull();
      await first.getByRole('button', { name: /^Vote for / }).click();
      const popup = page.getByRole('dialog', { name: 'Sign-in required to vote' });
      await expect(popup).toBeVisible();
      expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('voting-modal-was-displayed') ?? 'null'))).toBe(true);

      await popup.getByRole('link', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(/\/signin$/);
    });

    test('a signed-in user votes once: the vote is marked, and a second vote is refused', async ({ page, context }) => {
      const account = await createAccount(votingURL, 'Vera Voter', votingDataDir);
      await signIn(page, account);

      // A second tab opened before the vote still offers the buttons: its vote is the refused one.
      const otherTab = await context.newPage();
      await otherTab.goto(`/voting/${categoryId}`);
      await expect(otherTab.getByRole('button', { name: /^Vote for / })).toHaveCount(6);

      await page.goto(`/voting/${categoryId}`);
      const nominees = page.getByRole('region', { name: 'Nominees' }).getByRole('listitem');
      const chosen = nominees.nth(1);
      const nickname = (await chosen.getByRole('heading').textContent())!;
      await chosen.getByRole('button', { name: `Vote for ${nickname}` }).click();

      await expect(page.getByRole('status').filter({ hasText: `Your vote for ${nickname} is in.` })).toBeVisible();
      await expect(chosen.getByText('Your vote', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Vote for / })).toHaveCount(0);
      await expect(page.getByText('You have voted in this nomination in this round.')).toBeVisible();

      await otherTab.getByRole('button', { name: /^Vote for / }).first().click();
      await expect(otherTab.getByRole('alert').filter({ hasText: 'You have already voted in this nomination in this round.' })).toBeVisible();
      await expect(otherTab.getByRole('region', { name: 'Nominees' }).getByRole('listitem').nth(1).getByText('Your vote', { exact: true })).toBeVisible();

      await page.reload();
      await expect(page.getByRole('region', { name: 'Nominees' }).getByRole('listitem').nth(1).getByText('Your vote', { exact: true })).toBeVisible();
    });

    test('the previous and next nominations link to their voting pages', async ({ page }) => {
      await page.goto(`/voting/${categoryId}`);
      const nav = page.getByRole('navigation', { name: 'Other nominations' });
      const heading = page.getByRole('heading', { level: 1 });
      // The links come with the nomination, so its title is in the heading by then.
      await expect(nav).toBeVisible();
      const before = await heading.textContent();
      await nav.getByRole('link', { name: /Next nomination/ }).click();
      await expect(page).toHaveURL(new RegExp(`/voting/${categoryId + 1}$`));
      await expect(heading).not.toHaveText(before!);
      await page.getByRole('navigation', { name: 'Other nominations' }).getByRole('link', { name: /Previous nomination/ }).click();
      await expect(page).toHaveURL(new RegExp(`/voting/${categoryId}$`));
      await expect(heading).toHaveText(before!);
    });
  });
}
