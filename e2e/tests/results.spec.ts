import { expect, test } from '../fixtures';
import { readWholeHomePage, scrollToAnchor } from '../support/home-page';
import { LANGUAGES, reloadIn } from '../support/language';
import { sidewaysOverflow } from '../support/layout';
import { phone, widths } from '../support/widths';

/** The server seeded with SEED_SCENARIO=results (playwright.config.ts): both rounds and the Legends revealed. */
const resultsURL = process.env.E2E_RESULTS_URL!;

for (const { name, viewport } of widths) {
  test.describe(`after the live show at ${name} width (${viewport.width} px)`, () => {
    test.use({ viewport, baseURL: resultsURL });

    test("the home page shows this season's winners", async ({ page }) => {
      await page.goto('/home');
      await scrollToAnchor(page, 'winners');
      const winners = page.locator('#winners');
      await expect(winners.getByRole('heading', { level: 2, name: 'Winners' })).toBeVisible();
      await expect(winners.getByText("This season's winners")).toBeVisible();
      await expect(winners.getByRole('heading', { level: 3, name: 'MaxBetMarta' })).toBeVisible();
    });

    test("a nomination's page shows the revealed results, most votes first, and takes no vote", async ({ page }) => {
      await page.goto('/voting/1');
      await expect(page.getByText('Results revealed', { exact: true })).toBeVisible();
      await expect(page.getByText('The audience has spoken: this is how the round ended.')).toBeVisible();
      const rows = page.getByRole('region', { name: 'Results' }).getByRole('listitem');
      // The shortlist, the round revealed last, has four nominees.
      await expect(rows).toHaveCount(4);
      await expect(rows.first()).toContainText('Leader');
      await expect(page.getByRole('button', { name: /^Vote for/ })).toHaveCount(0);
    });

    test('the Legends show who was crowned and the leaderboard, nothing wider than the screen in any language', async ({ page }) => {
      await page.goto('/loty');
      const firstBlock = page.getByRole('region', { name: 'Comeback of the year' });
      await expect(firstBlock.getByText('The legend is revealed')).toBeVisible();
      await expect(firstBlock.getByText('Legend', { exact: true })).toHaveCount(1);
      await expect(page.getByRole('region', { name: 'Leaderboard' }).getByRole('row').nth(1)).toContainText(/^1/);
      await expect(page.getByRole('button', { name: /^Guess / })).toHaveCount(0);

      for (const language of LANGUAGES) {
        await reloadIn(page, language);
        await expect(page.locator('.leaderboard__table tbody tr').first()).toBeVisible();
        expect(await sidewaysOverflow(page), `sideways overflow of /loty in ${language}`).toBeLessThanOrEqual(0);
      }
    });
  });
}

test.describe('after the live show on a phone', () => {
  test.use({ viewport: phone.viewport, baseURL: resultsURL });

  test('the home page is no wider than the screen in any language', async ({ page }) => {
    await page.goto('/home');
    for (const language of LANGUAGES) {
      await reloadIn(page, language);
      await readWholeHomePage(page);
      expect(await sidewaysOverflow(page), `sideways overflow of /home in ${language}`).toBeLessThanOrEqual(0);
    }
  });
});
