import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { post, visitorAddress } from '../support/accounts';
import { firstBackstageVisit, grantedOrganiser, openSection } from '../support/backstage';
import { widths } from '../support/widths';

// Each journey sets up an authenticator app before it downloads anything.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

/** The UTF-8 byte order mark, which tells a spreadsheet the file's encoding. */
const BOM = [0xef, 0xbb, 0xbf];

/** Presses an export's Download button and waits for the file the browser saves: its name and text, the mark checked first. The notice that it started is closed, as it would cover the next export on a phone. */
async function downloadFrom(page: Page, exportTitle: string): Promise<{ name: string; text: string }> {
  const panel = page.getByRole('region', { name: exportTitle });
  const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: 'Download CSV' }).click()]);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)], `${exportTitle} starts with the byte order mark`).toEqual(BOM);
  const notification = page.getByRole('status').filter({ hasText: `Your download has started: ${exportTitle}.` });
  await notification.getByRole('button', { name: 'Close' }).click();
  await expect(notification).toBeHidden();
  return { name: download.suggestedFilename(), text: bytes.subarray(3).toString('utf8') };
}

for (const [width, { name, viewport }] of [['desktop', widths[1]!], ['phone', widths[0]!]] as const) {
  test(`at ${name} width (${viewport.width} px): an organiser downloads each export, Cyrillic and all`, async ({ page, baseURL }) => {
    await page.setViewportSize(viewport);
    const question = `Когда начнётся голосование? ${randomBytes(3).toString('hex')}`;
    await post(baseURL!, '/api/v1/contact_us/', { email: 'zritel@example.com', comments: question }, { 'Accept-Language': 'ru', 'X-Forwarded-For': visitorAddress() });

    await firstBackstageVisit(page, grantedOrganiser(width, 'exports'));
    await openSection(page, 'Exports');
    await expect(page.getByRole('heading', { level: 1, name: 'Exports' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Votes' })).toContainText('Voters are pseudonymised');

    await test.step('the applications, with the seeded applicants’ names in Cyrillic', async () => {
      const { name: file, text } = await downloadFrom(page, 'Applications');
      expect(file).toMatch(/^entries-\d{4}-\d\d-\d\d\.csv$/);
      expect(text.split('\r\n')[0]).toBe('entry_id,nomination_id,nomination,streamer_nickname,link_to_page,link_to_media,uploaded_video,status,decline_reason,language,created_at_utc,decided_at_utc,applicant_name,applicant_email');
      expect(text).toContain('Дмитрий Волков');
    });

    await test.step('the contact messages, with the question just sent in Russian', async () => {
      const { name: file, text } = await downloadFrom(page, 'Contact messages');
      expect(file).toMatch(/^messages-\d{4}-\d\d-\d\d\.csv$/);
      expect(text).toContain(`zritel@example.com,${question},RU,`);
    });

    await test.step('the votes of every round, and the Legends guesses: none yet while applications are open, under an English header', async () => {
      await expect(page.getByRole('combobox', { name: 'Voting round' })).toHaveValue('');
      const votes = await downloadFrom(page, 'Votes');
      expect(votes.name).toMatch(/^votes-\d{4}-\d\d-\d\d\.csv$/);
      expect(votes.text).toMatch(/^vote_id,voter,round_id,round,/);
      const guesses = await downloadFrom(page, 'Legends of the Year guesses');
      expect(guesses.text).toMatch(/^guess_id,player,block_id,/);
    });
  });
}
