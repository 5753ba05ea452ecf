import { expect, test } from '../fixtures';
import { firstBackstageVisit } from '../support/backstage';
import { reloadIn } from '../support/language';
import { misfits } from '../support/text-fit';
import { desktop, phone } from '../support/widths';

/**
 * The voting-phase server (playwright.config.ts), whose organiser is the one a fresh development
 * database makes of ORGANISER_EMAIL: this journey only reads its Nominees board.
 */
const votingURL = process.env.E2E_VOTING_URL!;
const votingDataDir = process.env.E2E_VOTING_DATA_DIR!;
const ORGANISER = 'organisers@awards.local';

/** The longlist's board in the nomination whose nominees have the longest nicknames of the seed. */
const BOARD = '/backstage/nominees?round=1&nomination=5';
const NICKNAMES = '.nominee-row__nickname, .candidate-list__nickname';

test.use({ baseURL: votingURL, viewport: desktop.viewport });

test('an organiser sees which applications already stand as nominees, and reads every nickname on the Nominees board whole, in English and Russian, on a desktop and on a phone', async ({ page }) => {
  test.setTimeout(120_000);
  await firstBackstageVisit(page, ORGANISER, votingDataDir);
  await page.goto(BOARD);

  await test.step('From applications shows a streamer already on the list as such, with no Add, linked to their row', async () => {
    const applications = page.getByRole('tabpanel', { name: 'From applications' });
    const candidate = applications.getByRole('listitem').filter({ hasText: 'SpinDoctorLuca' });
    await expect(candidate.getByText('Already a nominee')).toBeVisible();
    await expect(candidate.getByRole('button')).toHaveCount(0);
    await candidate.getByRole('link', { name: 'SpinDoctorLuca is already a nominee' }).click();
    await expect(page.getByRole('heading', { level: 3, name: 'SpinDoctorLuca' })).toBeFocused();
  });

  for (const { viewport } of [desktop, phone]) {
    for (const language of ['EN', 'RU']) {
      await test.step(`${viewport.width} px in ${language}: no nickname broken mid-word or cut`, async () => {
        await page.setViewportSize(viewport);
        await reloadIn(page, language);
        await expect(page.getByRole('heading', { level: 3, name: 'SpinDoctorLuca' })).toBeVisible();
        expect(await misfits(page, NICKNAMES)).toEqual([]);
        expect(await misfits(page)).toEqual([]);
      });
    }
  }
});
