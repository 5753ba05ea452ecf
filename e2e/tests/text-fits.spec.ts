import { expect, test } from '../fixtures';
import { readWholeHomePage } from '../support/home-page';
import { LANGUAGES } from '../support/language';
import { sharedAccount } from '../support/session';
import { misfits, type Misfit } from '../support/text-fit';

/** The voting-phase server (playwright.config.ts), where voting pages and Legends are open. */
const votingURL = process.env.E2E_VOTING_URL!;

const WIDTHS = [
  { width: 320, height: 640 },
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
];

/** Pages with the most buttons, labels and tabs, on the server that shows them best. */
const PAGES = [
  { path: '/home', base: undefined, wholePage: true },
  { path: '/signin', base: undefined },
  { path: '/signup', base: undefined },
  { path: '/application-form/7', base: undefined, signedIn: true },
  { path: '/profile', base: undefined, signedIn: true },
  { path: '/voting/4', base: votingURL },
  { path: '/loty', base: votingURL, wholePage: true },
];

for (const viewport of WIDTHS) {
  for (const language of LANGUAGES) {
    test(`at ${viewport.width} px in ${language}, every button and label fits: nothing cut, nothing off the screen, no word broken`, async ({ page, baseURL }) => {
      test.slow();
      await page.setViewportSize(viewport);
      const account = await sharedAccount(baseURL!, 'Lina Ferreira');
      const found: (Misfit & { path: string })[] = [];
      for (const { path, base, wholePage, signedIn } of PAGES) {
        const origin = base ?? baseURL!;
        await page.goto(`${origin}/home`);
        await page.evaluate(
          ([code, token]) => {
            localStorage.setItem('lastLanguageCode', code!);
            if (token) localStorage.setItem('token', token);
            else localStorage.removeItem('token');
          },
          [language, signedIn ? account.token : ''],
        );
        await page.goto(`${origin}${path}`);
        await page.waitForLoadState('networkidle');
        if (wholePage) await readWholeHomePage(page);
        found.push(...(await misfits(page)).map((misfit) => ({ ...misfit, path })));
      }
      expect(found).toEqual([]);
    });
  }
}
