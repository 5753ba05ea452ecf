import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { createAccount, type Account } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { readWholeHomePage } from '../support/home-page';
import { LANGUAGES } from '../support/language';

/**
 * axe-core on every route in every language, at one width (desktop) to keep the run short; the
 * phone layouts are covered by each journey's own checks. The server in the voting phase shows
 * the most: open voting with its buttons, Legends taking guesses.
 */
const votingURL = process.env.E2E_VOTING_URL!;
const votingDataDir = process.env.E2E_VOTING_DATA_DIR!;
/** The server after the live show: results, winners and the Legends' leaderboard revealed. */
const resultsURL = process.env.E2E_RESULTS_URL!;

/** Panels over the home page: their scan covers the panel, as /home's covers the page behind. */
const PANEL_ROUTES = ['/signin', '/signup', '/forget-password'];
const GUEST_ROUTES = [
  '/home',
  ...PANEL_ROUTES,
  '/loty',
  '/giveaway',
  '/voting/1',
  '/application-form/1',
  '/stream',
  '/privacy-policy',
  '/terms-of-use',
  '/cookies-policy',
  '/no-such-page',
];
/** Pages that change once the results are revealed. */
const RESULTS_ROUTES = ['/home', '/voting/1', '/loty'];
/** Pages that show more to a signed-in user (or only to one). */
const USER_ROUTES = ['/profile', '/loty', '/voting/1', '/application-form/1'];

test.use({ baseURL: votingURL, viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
// Thirteen pages in four languages, then four more signed in: longer than one journey.
test.describe.configure({ timeout: 240_000 });

async function expectNoViolations(page: Page, route: string, language: string) {
  await page.goto(route);
  const isPanel = PANEL_ROUTES.includes(route);
  await expect(isPanel ? page.getByRole('dialog') : page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // The home page draws its sections on approach: the scan covers them all.
  if (route === '/home') await readWholeHomePage(page);
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page, `${route} in ${language}`, isPanel ? '[role="dialog"]' : undefined);
}

async function useLanguage(page: Page, language: string, token?: string) {
  await page.goto('/home');
  await page.evaluate(
    ([code, value]) => {
      localStorage.setItem('lastLanguageCode', code!);
      if (value) localStorage.setItem('token', value);
    },
    [language, token],
  );
}

for (const language of LANGUAGES) {
  test(`every page has no axe violations in ${language}`, async ({ page }) => {
    await useLanguage(page, language);
    for (const route of GUEST_ROUTES) await expectNoViolations(page, route, language);
  });
}

test.describe('signed in', () => {
  let account: Account;
  test.beforeAll(async () => {
    account = await createAccount(votingURL, 'Ada Access', votingDataDir);
  });

  for (const language of LANGUAGES) {
    test(`the signed-in pages have no axe violations in ${language}`, async ({ page }) => {
      await useLanguage(page, language, account.token);
      for (const route of USER_ROUTES) await expectNoViolations(page, route, language);
    });
  }
});

test.describe('after the live show', () => {
  test.use({ baseURL: resultsURL });

  for (const language of LANGUAGES) {
    test(`the revealed results have no axe violations in ${language}`, async ({ page }) => {
      await useLanguage(page, language);
      for (const route of RESULTS_ROUTES) await expectNoViolations(page, route, language);
    });
  }
});
