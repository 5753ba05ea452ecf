import { expect, test } from '../fixtures';
import { createAccount } from '../support/accounts';
import { signIn } from '../support/session';
import { widths } from '../support/widths';

/** The server seeded with SEED_SCENARIO=voting (playwright.config.ts): demo users have guessed, nothing is revealed. */
const votingURL = process.env.E2E_VOTING_URL!;
const votingDataDir = process.env.E2E_VOTING_DATA_DIR!;
/** A streamer's guess count as English writes it: '1 guess', '12 guesses', '1,204 guesses'. */
const GUESS_COUNT = /^[\d,]+ guess(es)?$/;

for (const { name, viewport } of widths) {
  test.describe(`Legends of the Year at ${name} width (${viewport.width} px)`, () => {
    test.use({ viewport, baseURL: votingURL });

    test('a visitor sees the blocks with their streamers and is asked to sign in to guess', async ({ page }) => {
      await page.goto('/loty');
      await expect(page).toHaveTitle('Awards | Legends of the Year');
      await expect(page.getByText('Sign in to make your guesses')).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
      const firstBlock = page.getByRole('region').first();
      await expect(firstBlock.getByRole('heading', { level: 2 })).toHaveText('Comeback of the year');
      await expect(firstBlock.getByRole('img').first()).toHaveAttribute('alt', /^Photo of /);
      await expect(page.getByRole('button', { name: /^Guess / })).toHaveCount(0);
    });

    test('a signed-in user guesses a legend: the pick is marked and counted, and the block takes no other guess', async ({ page }) => {
      const account = await createAccount(votingURL, 'Gil Guesser', votingDataDir);
      await signIn(page, account);
      await page.goto('/loty');

      const block = page.getByRole('region', { name: 'Comeback of the year' });
      const streamer = block.getByRole('listitem').nth(1);
      const nickname = (await streamer.locator('.legend__name').textContent())!;
      const count = streamer.getByText(GUESS_COUNT);
      const before = Number((await count.textContent())!.replace(/\D/g, ''));
      const after = `${(before + 1).toLocaleString('en')} ${before + 1 === 1 ? 'guess' : 'guesses'}`;

      await streamer.getByRole('button', { name: `Guess ${nickname}` }).click();
      await expect(page.getByRole('status').filter({ hasText: `Your guess for “Comeback of the year”: ${nickname}.` })).toBeVisible();
      await expect(streamer.getByText('Your guess', { exact: true })).toBeVisible();
      await expect(count).toHaveText(after);
      await expect(block.getByRole('button', { name: /^Guess / })).toHaveCount(0);

      await page.reload();
      await expect(page.getByRole('region', { name: 'Comeback of the year' }).getByRole('listitem').nth(1).getByText('Your guess', { exact: true })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Comeback of the year' }).getByRole('listitem').nth(1).getByText(GUESS_COUNT)).toHaveText(after);
    });
  });
}
