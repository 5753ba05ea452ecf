import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
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

    test("a nomination's page shows the revealed results in their sealed places, how the winner was decided, and takes no vote", async ({ page }) => {
      await page.goto('/voting/1');
      await expect(page.getByText('Results revealed', { exact: true })).toBeVisible();
      await expect(page.getByText('The audience and the jury have spoken: these are the results.')).toBeVisible();
      const results = page.getByRole('region', { name: 'Results' });
      const rows = results.getByRole('listitem');
      // The shortlist, the round revealed last, has four nominees.
      await expect(rows).toHaveCount(4);
      await expect(rows.first()).toContainText('Place 1');
      await expect(rows.first()).toContainText('Winner');
      await expect(rows.first()).toContainText('of 100');
      // The demo jury scored every nominee: the audience's votes and the jury's mean blend 70/30.
      await expect(results.getByText('Audience 70%, jury 30%. Decided by the blended result.')).toBeVisible();
      await expect(rows.first()).toContainText(/Jury mean\s*6\.25 of 10/);
      await expect(page.getByRole('button', { name: /^Vote for/ })).toHaveCount(0);
    });

    test('the sealed standings download, and their SHA-256 is the digest the page shows', async ({ page }) => {
      await page.goto('/voting/1');
      const seal = page.getByRole('region', { name: 'Sealed results' });
      await expect(seal.getByText(/^Results sealed on .+ UTC: [0-9a-f]{8}…$/)).toBeVisible();
      await seal.getByText('Full SHA-256 digest').click();
      const digest = (await seal.getByText(/^[0-9a-f]{64}$/).textContent())!;
      await expect(seal.getByText(`${digest.slice(0, 8)}…`)).toBeVisible();

      const [download] = await Promise.all([page.waitForEvent('download'), seal.getByRole('link', { name: 'Download the sealed results (JSON)' }).click()]);
      const bytes = await readFile((await download.path())!);
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(digest);
      const standings = JSON.parse(bytes.toString('utf8')) as { format: string; nominations: { nomination_id: number }[] };
      expect(standings.format).toBe('awards-standings/1');
      expect(standings.nominations.map((nomination) => nomination.nomination_id)).toContain(1);
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

  test("a nomination's results and seal are no wider than the screen in any language", async ({ page }) => {
    await page.goto('/voting/1');
    for (const language of LANGUAGES) {
      await reloadIn(page, language);
      await expect(page.locator('.seal__line')).toBeVisible();
      await page.locator('.seal__details summary').click();
      await expect(page.locator('.seal__digest--full')).toBeVisible();
      expect(await sidewaysOverflow(page), `sideways overflow of /voting/1 in ${language}`).toBeLessThanOrEqual(0);
    }
  });

  test('the home page is no wider than the screen in any language', async ({ page }) => {
    // Four whole home pages, each drawn section by section as it is scrolled to: on PostgreSQL,
    // beside the accessibility checks, that took 31 s of the 30 a journey has.
    test.slow();
    await page.goto('/home');
    for (const language of LANGUAGES) {
      await reloadIn(page, language);
      await readWholeHomePage(page);
      expect(await sidewaysOverflow(page), `sideways overflow of /home in ${language}`).toBeLessThanOrEqual(0);
    }
  });
});
