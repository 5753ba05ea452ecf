import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { firstBackstageVisit } from '../support/backstage';
import { scrollToAnchor } from '../support/home-page';
import { liveStreamOpened, REVEAL_WITHIN_MS } from '../support/live';
import { HOUR, saveSeason, wholeMinute } from '../support/season';
import { widths } from '../support/widths';

/**
 * The journey's own server (playwright.config.ts), seeded with applications open: the organiser
 * closes them and opens them again, which the journeys on the shared servers could not bear.
 */
const datesURL = process.env.E2E_DATES_URL!;
const dataDir = process.env.E2E_DATES_DATA_DIR!;
const organiserEmail = process.env.E2E_DATES_ORGANISER!;

test.use({ baseURL: datesURL, timezoneId: 'UTC' });

/** What a visitor reads, in English and in Russian, while applications are open and once they are closed. */
const WORDS = {
  EN: {
    open: 'Applications close in',
    closed: 'Longlist voting opens in',
    apply: /^Apply to/,
    send: 'Send application',
    closedTitle: 'Applications are closed',
    closedSince: 'Applications closed on',
    next: 'Longlist voting opens on',
  },
  RU: {
    open: 'До конца приёма заявок',
    closed: 'До начала голосования по лонг-листу',
    apply: /^Подать заявку в номинацию/,
    send: 'Отправить заявку',
    closedTitle: 'Приём заявок завершён',
    closedSince: 'Приём заявок завершился',
    next: 'Голосование по лонг-листу начнётся',
  },
} as const;
type Language = keyof typeof WORDS;

/** A visitor's two open pages: the home page at its key dates, and a nomination's application form. */
interface Visitor {
  language: Language;
  home: Page;
  form: Page;
}

/** A visitor of their own browser in `language`, whose console errors land in `errors`, with both pages open and holding the live stream. */
async function openVisitor(browser: Browser, language: Language, viewport: { width: number; height: number }, errors: string[]): Promise<Visitor> {
  const context = await browser.newContext({ baseURL: datesURL, viewport, timezoneId: 'UTC' });
  await context.addCookies([{ name: 'lastLanguageCode', value: language, url: datesURL }]);
  await context.addInitScript((code) => localStorage.setItem('lastLanguageCode', code), language);
  const open = async (path: string) => {
    const page = await context.newPage();
    page.on('console', (message) => message.type() === 'error' && errors.push(`${language} ${path}: ${message.text()}`));
    page.on('pageerror', (error) => errors.push(`${language} ${path}: ${error.message}`));
    const streaming = liveStreamOpened(page);
    await page.goto(path);
    await page.locator('#root[data-drawn]').waitFor({ state: 'detached' });
    await streaming;
    return page;
  };
  const home = await open('/home');
  await scrollToAnchor(home, 'how-it-works');
  return { language, home, form: await open('/application-form/2') };
}

/** The apply step's date line on the key dates ('Nov 18 – Jan 3'). */
const applyDates = (home: Page) => home.locator('#how-it-works .timeline__dates').first();

/**
 * A key date's line that ends on the day of `time` in the show's zone, Central European time: the
 * day after the dash, with its month before it or after it as the language writes it ('– Jan 3', '– 3 янв.').
 */
const endingOn = (time: number) => new RegExp(`–\\s?(?:\\p{L}+\\.?\\s)?${new Intl.DateTimeFormat('en', { day: 'numeric', timeZone: 'Europe/Berlin' }).format(time)}\\b`, 'u');

async function expectOpen({ language, home, form }: Visitor, endsAt: number) {
  const words = WORDS[language];
  await expect(home.getByRole('main').getByRole('timer', { name: words.open })).toBeVisible();
  await expect(applyDates(home)).toHaveText(endingOn(endsAt));
  await expect(home.getByRole('button', { name: words.apply }).first()).toBeAttached();
  await expect(form.getByRole('button', { name: words.send })).toBeVisible();
}

/** Everything the visitor sees of applications closing, each looked for within two seconds of the save, all at once. */
async function expectClosed({ language, home, form }: Visitor, endsAt: number) {
  const words = WORDS[language];
  const within = { timeout: REVEAL_WITHIN_MS };
  const notice = form.getByRole('status').filter({ hasText: words.closedTitle });
  await Promise.all([
    expect(home.getByRole('main').getByRole('timer', { name: words.closed })).toBeVisible(within),
    expect(applyDates(home)).toHaveText(endingOn(endsAt), within),
    expect(home.getByRole('button', { name: words.apply })).toHaveCount(0, within),
    expect(home.getByRole('banner').getByRole('button', { name: /^(Apply|Подать заявку)$/ })).toHaveCount(0, within),
    expect(form.getByRole('button', { name: words.send })).toHaveCount(0, within),
    expect(notice).toContainText(words.closedSince, within),
    expect(notice).toContainText(words.next, within),
  ]);
  await expect(notice).toContainText(/CET/);
}

test('when the organiser closes applications on the Season page, open public pages say so within two seconds, without a reload, at both widths, in English and in Russian', async ({ browser, page }) => {
  test.slow();
  const errors: string[] = [];
  const settings = (await (await fetch(new URL('/api/v2/settings', datesURL))).json()) as { phases: { applications: { ends_at: string } } };
  const seededEnd = wholeMinute(Date.parse(settings.phases.applications.ends_at));
  await firstBackstageVisit(page, organiserEmail, dataDir);

  for (const { name, viewport } of widths) {
    await test.step(`at ${name} width (${viewport.width} px)`, async () => {
      // Applications open as seeded (the earlier width left them closed).
      await saveSeason(page, [{ part: 'Applications', field: 'End', at: seededEnd }]);
      const visitors = await Promise.all((['EN', 'RU'] as const).map((language) => openVisitor(browser, language, viewport, errors)));
      for (const visitor of visitors) await expectOpen(visitor, seededEnd);

      const closedAt = wholeMinute(Date.now()) - HOUR;
      await saveSeason(page, [{ part: 'Applications', field: 'End', at: closedAt }]);
      await Promise.all(visitors.map((visitor) => expectClosed(visitor, closedAt)));
      for (const visitor of visitors) await visitor.home.context().close();
    });
  }
  expect(errors, 'console errors of the visitors’ pages').toEqual([]);
});
