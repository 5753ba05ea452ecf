import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { expectNoAxeViolations } from '../support/axe';
import { firstBackstageVisit, openSection } from '../support/backstage';
import { HOUR, nomineesOf, wholeMinute } from '../support/season';
import { backstageToken, moveRounds, stuffNomination } from '../support/sock-puppets';
import { desktop, phone } from '../support/widths';

/**
 * The integrity journey's own server (playwright.config.ts), seeded with the longlist open for two
 * days and nobody voting yet: the desktop journey stuffs and seals the longlist, the phone journey
 * the shortlist, which cannot be undone, so they run nowhere else.
 */
const integrityURL = process.env.E2E_INTEGRITY_URL!;
const dataDir = process.env.E2E_INTEGRITY_DATA_DIR!;
const [desktopOrganiser, phoneOrganiser] = process.env.E2E_INTEGRITY_ORGANISERS!.split(' ') as [string, string];

const NOMINATION = { id: 1, title: 'Most hilarious reaction' };

test.use({ baseURL: integrityURL, timezoneId: 'UTC' });

/** A signal's card on the console, by its title. */
const signal = (page: Page, title: string) => page.getByRole('article', { name: title });

/** A nominee's row in the tally of the followed nomination: nominee, all votes, after quarantine, held out. */
async function expectTally(page: Page, nickname: string, figures: [number, number, number]) {
  const table = page.getByRole('table', { name: `Tally in “${NOMINATION.title}”` });
  await expect(table.getByRole('row').filter({ hasText: nickname })).toHaveText(new RegExp(`^${nickname}${figures.join('')}$`));
}

/** Quarantines a signal's votes from its card, with `reason` in place of the signal's own. */
async function quarantine(page: Page, card: Locator, reason: string, votes: number) {
  await card.getByRole('button', { name: 'Quarantine its votes' }).click();
  const dialog = page.getByRole('dialog', { name: /^Quarantine the votes of/ });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await dialog.getByRole('button', { name: 'Quarantine' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${votes} votes quarantined.` })).toBeVisible();
}

interface JourneyRound {
  id: number;
  number: number;
  kind: 'Longlist' | 'Shortlist';
  /** When the journey closes the round before sealing it. */
  closeAt: () => number;
}

/**
 * The organiser's whole journey through one round stuffed by sock puppets: each signal with its
 * reason, the tally before and after quarantine, a release and a quarantine again, and the sealed
 * standings counting only the votes left in.
 */
async function journey(page: Page, round: JourneyRound) {
  const named = `voting round ${round.number} (${round.kind})`;
  const nominees = await nomineesOf(integrityURL, NOMINATION.id);
  const [target, fair] = [...nominees] as [[string, number], [string, number]];
  await stuffNomination(integrityURL, dataDir, NOMINATION.id, { target: target[1], fair: fair[1] });

  await test.step('the organiser finds each signal with the reason it fired', async () => {
    await openSection(page, 'Integrity');
    await expect(page.getByRole('heading', { level: 1, name: 'Integrity' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Voting round' })).toHaveValue(String(round.id));
    await expect(signal(page, 'Accounts created in a burst')).toContainText(/6 accounts were created from one address \([0-9a-f]{6}…\), one after another: .+\. 6 of them voted in this round\./);
    await expect(signal(page, 'Many accounts voting from one address')).toContainText(/5 accounts voted from one address \([0-9a-f]{6}…\)\. They used 5 different browsers \(user agents\)\./);
    await expect(signal(page, 'A burst of votes for one nominee')).toContainText(new RegExp(`11 votes for ${target[0]} in “${NOMINATION.title}”: .+\\. That is [\\d,.]+ times its usual rate in this round\\.`));
    await expect(signal(page, 'Votes within seconds of sign-up')).toContainText('14 votes were cast within 60 seconds of their account’s sign-up. 14 voters cast them.');
    await expect(signal(page, 'Accounts under a day old')).toContainText('14 voters’ accounts were under 24 hours old when they voted.');
    await expect(page.getByText('No vote is quarantined in this round.')).toBeVisible();
    await expectNoAxeViolations(page, 'the integrity console');
  });

  await test.step('looks at the tally on the record, quarantines the burst and the shared address: the tally after follows', async () => {
    await page.getByRole('button', { name: 'Show the tally' }).click();
    await page.getByRole('dialog', { name: `View the tally of ${named}?` }).getByRole('button', { name: 'View and record' }).click();
    await expectTally(page, target[0], [11, 11, 0]);
    await expectTally(page, fair[0], [3, 3, 0]);

    await quarantine(page, signal(page, 'Accounts created in a burst'), 'Six accounts from one script', 6);
    await expect(signal(page, 'Accounts created in a burst')).toContainText('All its votes are quarantined.');
    await expectTally(page, target[0], [11, 5, 6]);
    await quarantine(page, signal(page, 'Many accounts voting from one address'), 'One address, five browsers', 5);
    await expectTally(page, target[0], [11, 0, 11]);
    await expect(page.getByRole('table', { name: 'Quarantined votes by reason' }).getByRole('row')).toHaveCount(3);
    await expectNoAxeViolations(page, 'the integrity console with votes quarantined');
  });

  await test.step('releases the shared address’s votes, which count again, then quarantines them again', async () => {
    await page.getByRole('button', { name: 'Release the votes quarantined for “One address, five browsers”' }).click();
    const dialog = page.getByRole('dialog', { name: 'Count these votes again?' });
    await expect(dialog).toContainText('The 5 votes quarantined for “One address, five browsers” count again in the tally.');
    await dialog.getByRole('button', { name: 'Release' }).click();
    await expect(page.getByRole('status').filter({ hasText: '5 votes count again.' })).toBeVisible();
    await expectTally(page, target[0], [11, 5, 6]);
    await quarantine(page, signal(page, 'Many accounts voting from one address'), 'One address, five browsers', 5);
    await expectTally(page, target[0], [11, 0, 11]);
  });

  await test.step('closes and seals the round: the sealed standings count only the votes left in', async () => {
    const closed = new Date(round.closeAt()).toISOString();
    await moveRounds(integrityURL, await backstageToken(page), (rounds) => rounds.map((stored) => (stored.id === round.id ? { ends_at: closed } : {})));
    await openSection(page, 'Results');
    const part = page.getByRole('region', { name: new RegExp(`^Voting round ${round.number}: ${round.kind}`) });
    await part.getByRole('button', { name: 'Seal results' }).click();
    await page.getByRole('dialog', { name: `Seal the results of ${named}?` }).getByRole('button', { name: 'Seal results' }).click();
    await expect(page.getByText(`The results of ${named} are sealed.`)).toBeVisible();
    await part.getByRole('button', { name: 'View sealed results' }).click();
    await page.getByRole('dialog', { name: `View the sealed results of ${named}?` }).getByRole('button', { name: 'View and record' }).click();
    const standings = page.getByRole('table', { name: `Standings in ${NOMINATION.title}` });
    const votesOf = (nickname: string) => standings.getByRole('row').filter({ hasText: nickname }).getByRole('cell').nth(2);
    await expect(standings.getByRole('row').nth(1)).toContainText(fair[0]);
    await expect(votesOf(fair[0])).toHaveText('3');
    await expect(votesOf(target[0])).toHaveText('0');

    await openSection(page, 'Integrity');
    await page.getByRole('combobox', { name: 'Voting round' }).selectOption(String(round.id));
    await expect(page.getByText(/^This round is sealed: its quarantine can no longer change/)).toBeVisible();
    await expect(page.getByRole('button', { name: /^(Quarantine|Release)/ })).toHaveCount(0);
  });
}

test.describe('at a desktop width', () => {
  test.use({ viewport: desktop.viewport });

  test('an organiser reads the sock puppets’ signals in the longlist, quarantines and releases their votes, and seals the tally after quarantine', async ({ page }) => {
    test.setTimeout(240_000);
    await firstBackstageVisit(page, desktopOrganiser, dataDir);
    // Closed an hour ago: the shortlist, which opens where the longlist ends, has then been open an
    // hour when the phone journey's puppets vote, so their burst stands out against its usual rate.
    await journey(page, { id: 1, number: 1, kind: 'Longlist', closeAt: () => wholeMinute(Date.now()) - HOUR });
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: phone.viewport });

  test('an organiser does the same in the shortlist', async ({ page }) => {
    test.setTimeout(240_000);
    await firstBackstageVisit(page, phoneOrganiser, dataDir);
    // The longlist ends an hour ago (unless the desktop journey sealed it so already) and the shortlist opens there.
    await moveRounds(integrityURL, await backstageToken(page), ([longlist]) => {
      const end = longlist!.seal ? longlist!.ends_at : new Date(wholeMinute(Date.now()) - HOUR).toISOString();
      return [{ ends_at: end }, { starts_at: end }];
    });
    await journey(page, { id: 2, number: 2, kind: 'Shortlist', closeAt: () => wholeMinute(Date.now()) });
  });
});
