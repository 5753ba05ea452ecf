import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { reloadIn } from '../support/language';
import { sidewaysOverflow } from '../support/layout';
import { desktop, widths } from '../support/widths';

/** The server seeded with SEED_SCENARIO=results: the live show was yesterday. */
const resultsURL = process.env.E2E_RESULTS_URL!;

/**
 * Every request the page makes to a host other than the site's, in order. The platforms are not
 * reached: their players answer with an empty page, so a frame loads without the network.
 */
async function recordThirdParty(page: Page, siteURL: string): Promise<string[]> {
  const site = new URL(siteURL).host;
  const requests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).host !== site) requests.push(request.url());
  });
  await page.route(
    (url) => url.host !== site,
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Player</title>' }),
  );
  return requests;
}

/** The live show's window as the site's settings give it. */
async function liveShow(page: Page): Promise<{ startsAt: number; endsAt: number }> {
  const settings = await (await page.request.get('/api/v2/settings')).json();
  return { startsAt: Date.parse(settings.phases.live.starts_at), endsAt: Date.parse(settings.phases.live.ends_at) };
}

/** How each language's visitor is met: their zone, and the page's words for it. */
const visitors = [
  {
    language: 'EN',
    title: 'Awards | Live show',
    locale: 'en',
    timezoneId: 'Europe/Berlin',
    upcoming: 'Upcoming',
    startsOn: 'The show starts on',
    zone: /\(CES?T\)$/,
    main: 'Main stream',
    own: 'Restream in English',
    load: 'Load the Twitch player',
    player: 'Main stream (Twitch player)',
    othersTitle: 'Restreams in other languages',
    others: ['Restream in Spanish', 'Restream in Russian', 'Restream in Portuguese'],
  },
  {
    language: 'RU',
    title: 'Awards | Прямой эфир',
    locale: 'ru',
    timezoneId: 'Europe/Moscow',
    upcoming: 'Скоро в эфире',
    startsOn: 'Эфир начнётся',
    zone: /\(Москва, стандартное время\)$/,
    main: 'Основная трансляция',
    own: 'Ретрансляция: русский',
    load: 'Загрузить плеер Twitch',
    player: 'Основная трансляция (плеер Twitch)',
    othersTitle: 'Ретрансляции на других языках',
    others: ['Ретрансляция: английский', 'Ретрансляция: испанский', 'Ретрансляция: португальский'],
  },
];

for (const { name, viewport } of widths) {
  for (const visitor of visitors) {
    test.describe(`the stream page in ${visitor.language} at ${name} width (${viewport.width} px)`, () => {
      test.use({ viewport, timezoneId: visitor.timezoneId });

      test('shows the status and the start in the visitor’s zone, and loads a player only when asked', async ({ page, baseURL }) => {
        const thirdParty = await recordThirdParty(page, baseURL!);
        await page.goto('/home');
        await reloadIn(page, visitor.language);
        await page.goto('/stream');
        await expect(page).toHaveTitle(visitor.title);

        await expect(page.getByRole('status').filter({ hasText: visitor.upcoming })).toBeVisible();
        const when = page.locator('.show-status__when');
        await expect(when).toContainText(visitor.startsOn);
        const start = when.locator('time');
        await expect(start).toHaveText(visitor.zone);
        // The date and time as the visitor's own clock and language give them (the season's dates move with the day the site was seeded).
        const { startsAt } = await liveShow(page);
        const local = Object.fromEntries(
          new Intl.DateTimeFormat(visitor.locale, { dateStyle: 'long', timeStyle: 'short', timeZone: visitor.timezoneId }).formatToParts(startsAt).map(({ type, value }) => [type, value]),
        );
        for (const part of [local.day!, local.month!, local.year!, `${local.hour}:${local.minute}`]) await expect(start).toContainText(part);
        await expect(page.getByRole('main').getByRole('timer')).toBeVisible();

        const main = page.getByRole('region', { name: visitor.main });
        const own = page.getByRole('region', { name: visitor.own });
        await expect(own).toBeVisible();
        await expect(page.getByRole('region', { name: visitor.othersTitle }).getByRole('heading', { level: 3 })).toHaveText(visitor.others);
        await page.waitForLoadState('networkidle');
        expect(thirdParty, 'requests to other hosts before the click').toEqual([]);
        await expect(page.locator('iframe')).toHaveCount(0);
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

        // Twitch's player is told the page's host, which it must be framed by.
        const src = `https://player.twitch.tv/?channel=streamawards&parent=${new URL(baseURL!).hostname}`;
        await main.getByRole('button', { name: visitor.load }).click();
        await expect(main.getByTitle(visitor.player)).toHaveAttribute('src', src);
        await expect(page.locator('iframe')).toHaveCount(1);
        await expect.poll(() => thirdParty).toEqual([src]);
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      });
    });
  }
}

test.describe('the stream page’s own restreams', () => {
  test.use({ viewport: desktop.viewport });

  test('a Russian visitor can play the Russian restream too; an English visitor gets the YouTube handle as a link out', async ({ page, baseURL }) => {
    const thirdParty = await recordThirdParty(page, baseURL!);
    await page.goto('/home');
    await reloadIn(page, 'RU');
    await page.goto('/stream');
    const own = page.getByRole('region', { name: 'Ретрансляция: русский' });
    await own.getByRole('button', { name: 'Загрузить плеер Twitch' }).click();
    await expect(own.getByTitle('Ретрансляция: русский (плеер Twitch)')).toHaveAttribute('src', /^https:\/\/player\.twitch\.tv\/\?channel=streamawards_ru&parent=/);
    await expect(page.getByRole('region', { name: 'Основная трансляция' }).getByRole('button', { name: 'Загрузить плеер Twitch' })).toBeVisible();

    await reloadIn(page, 'EN');
    const english = page.getByRole('region', { name: 'Restream in English' });
    await expect(english).toContainText('This channel can only be watched on YouTube.');
    const watch = english.getByRole('link', { name: /^Watch on YouTube/ });
    await expect(watch).toHaveAttribute('href', 'https://www.youtube.com/@streamawards-en/live');
    await expect(watch).toHaveAttribute('target', '_blank');
    await expect(watch).toHaveAttribute('rel', /noopener/);
    expect(thirdParty.filter((url) => !url.startsWith('https://player.twitch.tv/'))).toEqual([]);
  });
});

test.describe('the stream page’s status over time', () => {
  test.use({ viewport: desktop.viewport, timezoneId: 'Europe/Berlin' });

  test('turns live at the start and over at the end without a reload', async ({ page }) => {
    const { startsAt, endsAt } = await liveShow(page);
    // Time runs on from here: ten minutes leave the page ample time to load before the start.
    await page.clock.install({ time: startsAt - 10 * 60_000 });
    await page.goto('/stream');
    const status = page.getByRole('status').filter({ hasText: /Upcoming|Live now|The show is over/ });
    await expect(status).toHaveText('Upcoming');
    await page.clock.fastForward(10 * 60_000);
    await expect(status).toHaveText('Live now');
    await expect(page.locator('.show-status__when')).toContainText('The show started on');
    await expect(page.getByRole('main').getByRole('timer')).toHaveCount(0);
    await page.clock.fastForward(endsAt - startsAt);
    await expect(status).toHaveText('The show is over');
    await expect(page.locator('.show-status__when')).toContainText('The show took place on');
  });

  test.describe('after the show', () => {
    test.use({ baseURL: resultsURL });

    test('says the show is over', async ({ page }) => {
      await page.goto('/stream');
      await expect(page.getByRole('status').filter({ hasText: 'The show is over' })).toBeVisible();
      await expect(page.locator('.show-status__when time')).toHaveText(/\(CES?T\)$/);
    });
  });
});
