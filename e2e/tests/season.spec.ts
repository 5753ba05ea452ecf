import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { createAccount, type Account } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { firstBackstageVisit, openSection, sendEntry, setUpSecondFactor } from '../support/backstage';
import { reloadIn } from '../support/language';
import { liveStreamOpened, REVEAL_WITHIN_MS, shownAfter } from '../support/live';
import { mailsTo, plainText } from '../support/mail';
import { HOUR, MINUTE, nomineesOf, saveSeason, vote, wholeMinute } from '../support/season';
import { signIn } from '../support/session';
import { desktop, phone } from '../support/widths';

/**
 * The season journey's own server (playwright.config.ts), seeded with applications open: the
 * journey closes the applications and both rounds and reveals the show for good. On PostgreSQL a
 * second instance serves the same database: the visitors' stream page watches that one.
 */
const seasonURL = process.env.E2E_SEASON_URL!;
const mirrorURL = process.env.E2E_SEASON_MIRROR_URL;
const dataDir = process.env.E2E_SEASON_DATA_DIR!;
const organiserEmail = process.env.E2E_SEASON_ORGANISER!;

/** The nomination the journey follows (the one sendEntry applies to), and the one the second judge scores. */
const BRIGHTEST = { id: 2, title: 'The brightest reaction' };
const BACKGROUND = { id: 3, title: 'Coolest background' };
const [AURORA, BLAZE, COMET] = ['AuroraZenith', 'BlazeZenith', 'CometZenith'];

test.use({ baseURL: seasonURL, viewport: desktop.viewport, timezoneId: 'UTC' });

type Viewport = { width: number; height: number };

/** A page of its own in a new browser, whose console errors land in `errors`. */
async function openBrowser(browser: Browser, errors: string[], options: { viewport: Viewport; baseURL?: string }): Promise<Page> {
  const page = await (await browser.newContext({ timezoneId: 'UTC', baseURL: options.baseURL ?? seasonURL, viewport: options.viewport })).newPage();
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return page;
}

/** A date and time as the Season page shows it in Spanish, in New York: "27/02/2027, 10:00". */
const typedInSpanishInNewYork = new Intl.DateTimeFormat('es', { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', timeZone: 'America/New_York' });
/** A time as the backstage reads it in Spanish to an organiser in New York: theirs, named, and the show's beside it. */
const NEW_YORK_AND_SHOW = /^\d{1,2} [a-z]{3,4} \d{4}, \d{1,2}:\d{2} \(hora de (Nueva|New) York\) · (\d{1,2} [a-z]{3,4} \d{4}, )?\d{1,2}:\d{2} \(CES?T\)$/;

/**
 * The organiser, signed in (`token`) in a German browser in New York, reads the Season page in
 * Spanish: every date in the Spanish format, none in the browser's, each time in New York time,
 * named, with the show's beside it, a seal's time in UTC; a date typed in the Spanish format is
 * stored as the instant it names in New York. The live show's end moves an hour later.
 */
async function readSeasonInNewYork(browser: Browser, token: string, errors: string[]) {
  const context = await browser.newContext({ baseURL: seasonURL, viewport: desktop.viewport, locale: 'de-DE', timezoneId: 'America/New_York' });
  await context.addInitScript((saved) => {
    localStorage.setItem('token', saved);
    localStorage.setItem('lastLanguageCode', 'SP');
  }, token);
  await context.addCookies([{ name: 'lastLanguageCode', value: 'SP', url: seasonURL }]);
  const page = await context.newPage();
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/backstage/season');
  await expect(page.getByRole('heading', { level: 1, name: 'Temporada' })).toBeVisible();
  // Chromium's Spanish names the zone "hora de New York", Node's "hora de Nueva York".
  await expect(page.getByText(/^Horas en America\/New_York \(hora de (Nueva|New) York\)$/)).toBeVisible();
  await expect(page.getByText(/^Escribe cada fecha y hora así: 31\/12\/\d{4}, 18:30\./)).toBeVisible();

  const form = page.locator('form.season-form');
  await expect(form.locator('input[type="datetime-local"]')).toHaveCount(0);
  const dates = form.getByRole('textbox');
  expect(await dates.count()).toBeGreaterThan(0);
  for (const value of await dates.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))) expect(value).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/);
  // Nothing in the browser's own (German) format, nor in English.
  await expect(form).not.toContainText(/\d{1,2}\.\d{1,2}\.\d{4}|\b(AM|PM|Uhr)\b/);

  // The sealed longlist, read-only: its start and end first.
  const sealed = form.locator('section').filter({ has: page.getByRole('heading', { name: /^Ronda de votación 1/ }) });
  for (const row of [0, 1]) await expect(sealed.locator('dd').nth(row)).toHaveText(NEW_YORK_AND_SHOW);
  await expect(sealed.getByText(/^Sellada el \d{1,2} [a-z]{3,4} \d{4}, \d{1,2}:\d{2} \(UTC\):/)).toBeVisible();

  const liveEnd = () => page.getByRole('group', { name: 'Gala en directo' }).getByLabel(/^Fin(al)?$/);
  const end = liveEnd();
  const settings = async () => ((await (await fetch(new URL('/api/v2/settings', seasonURL))).json()) as { phases: { live: { ends_at: string } } }).phases.live;
  const intended = Date.parse((await settings()).ends_at) + HOUR;
  const typed = typedInSpanishInNewYork.format(intended);
  await end.fill(typed.replace(', ', ' '));
  await expect(page.locator(`#${await end.getAttribute('id')}-reads`)).toHaveText(NEW_YORK_AND_SHOW);
  await page.getByRole('button', { name: 'Guardar la temporada' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^La temporada se ha guardado/ })).toBeVisible();
  await expect.poll(async () => Date.parse((await settings()).ends_at)).toBe(intended);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Temporada' })).toBeVisible();
  await expect(liveEnd()).toHaveValue(typed, { timeout: 15_000 });
  await context.close();
}

/**
 * A judge's first visit, in a browser of their own: signed in, they set up two-step verification,
 * switch to their language and find the backstage open on the one section a judge has.
 */
async function judgeBrowser(browser: Browser, errors: string[], judge: Account, viewport: Viewport, { language, section }: { language: string; section: string }) {
  const page = await openBrowser(browser, errors, { viewport });
  await signIn(page, judge);
  await page.goto('/backstage');
  await setUpSecondFactor(page);
  await reloadIn(page, language);
  await expect(page.getByRole('heading', { level: 1, name: section })).toBeVisible();
  return page;
}

/** The Nominees page on a round (by the start of its name) and a nomination. */
async function openBoard(page: Page, round: string, nomination: string) {
  await openSection(page, 'Nominees');
  const rounds = page.getByLabel('Voting round', { exact: true });
  await rounds.selectOption((await rounds.locator('option', { hasText: round }).getAttribute('value'))!);
  await page.getByLabel('Nomination', { exact: true }).selectOption({ label: nomination });
  await expect(page.getByRole('heading', { name: `Nominees in ${nomination}` })).toBeVisible();
}

/** Seals a round on the Results page, named as its confirmation names it ('voting round 1 (Longlist)'); answers its part of the page. */
async function sealRound(page: Page, round: string) {
  await openSection(page, 'Results');
  const [, number, kind] = /^voting round (\d+) \((\w+)\)$/.exec(round)!;
  const part = page.getByRole('region', { name: new RegExp(`^Voting round ${number}: ${kind}`) });
  await part.getByRole('button', { name: 'Seal results' }).click();
  await page.getByRole('dialog', { name: `Seal the results of ${round}?` }).getByRole('button', { name: 'Seal results' }).click();
  await expect(page.getByText(`The results of ${round} are sealed.`)).toBeVisible();
  return part;
}

/** A judge's sheet: the 1-10 radio group of each nominee, answered with `scores` (nickname to score). */
async function score(page: Page, scores: Record<string, number>, groupName: (nickname: string) => string, saved: string) {
  for (const [nickname, value] of Object.entries(scores)) {
    const group = page.getByRole('radiogroup', { name: groupName(nickname) });
    await group.getByRole('radio', { name: String(value), exact: true }).check();
    await expect(group.getByRole('radio', { name: String(value), exact: true })).toBeChecked();
    await expect(page.getByText(saved).first()).toBeVisible();
  }
}

test('organisers run a season from the backstage: entries approved, longlist, votes, shortlist from the standings, judges, sealed results and a live reveal that every visitor sees within 2 seconds', async ({ page, browser }) => {
  test.setTimeout(360_000);
  const errors: string[] = [];
  const [ana, boris, carla, dan, eva, felix, gala] = await Promise.all(
    ['Ana Ruiz', 'Boris Orlov', 'Carla Souza', 'Dan Hill', 'Eva Stone', 'Felix Berg', 'Gala Ivanova'].map((name) => createAccount(seasonURL, name, dataDir)),
  ) as [Account, Account, Account, Account, Account, Account, Account];
  const voters = [ana, boris, carla, dan, eva, felix, gala];
  // Both instances take votes when there are two: they share one database.
  const votingURL = (index: number) => (mirrorURL && index % 2 ? mirrorURL : seasonURL);

  await test.step('the organiser approves four applications, two of them naming the same streamer', async () => {
    await sendEntry(seasonURL, ana, { nickname: AURORA, language: 'es', uploaded: true });
    await sendEntry(seasonURL, boris, { nickname: AURORA, language: 'ru' });
    await sendEntry(seasonURL, carla, { nickname: BLAZE, language: 'pt' });
    await sendEntry(seasonURL, dan, { nickname: COMET, language: 'en' });
    await firstBackstageVisit(page, organiserEmail, dataDir);
    await expect(page.getByRole('heading', { level: 1, name: 'Season overview' })).toBeVisible();
    await openSection(page, 'Applications');
    await expect(page.getByRole('heading', { level: 1, name: 'Review queue' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill('Zenith');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('4 applications', { exact: true })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Select the applications on this page' }).check();
    await page.getByRole('region', { name: 'With the selected applications' }).getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve the selected applications?' });
    await expect(dialog.getByText('4 applications will change.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('4 applications decided.')).toBeVisible();
  });

  await test.step('builds the longlist from the approved applications, one nominee per streamer page', async () => {
    await openBoard(page, 'Round 1: Longlist', BRIGHTEST.title);
    await page.getByRole('tab', { name: 'From applications' }).click();
    const aurora = page.getByRole('listitem').filter({ hasText: AURORA });
    await expect(aurora).toContainText('2 applications');
    for (const nickname of [AURORA, BLAZE, COMET]) {
      await page.getByRole('button', { name: `Add ${nickname}` }).click();
      await expect(page.getByText(`${nickname} is now a nominee.`)).toBeVisible();
    }
    await expectNoAxeViolations(page, 'the Nominees page');
  });

  await test.step('closes the applications and opens the longlist on the Season page; the audience votes', async () => {
    const now = wholeMinute(Date.now());
    await saveSeason(page, [
      { part: 'Applications', field: 'End', at: now - 30 * MINUTE },
      { part: /^Voting round 1/, field: 'Start', at: now - 30 * MINUTE },
      { part: /^Voting round 1/, field: 'End', at: now + HOUR },
      { part: /^Voting round 1/, field: 'Reveal', at: now + HOUR },
    ]);
    await expectNoAxeViolations(page, 'the Season page');
    const longlist = await nomineesOf(seasonURL, BRIGHTEST.id);
    // Aurora 3, Blaze 2, Comet 2: Blaze and Comet tie for second place.
    const picks = [AURORA, AURORA, AURORA, BLAZE, BLAZE, COMET, COMET];
    await Promise.all(voters.map((voter, index) => vote(votingURL(index), voter, BRIGHTEST.id, longlist.get(picks[index]!)!)));
  });

  let wildcard = '';
  await test.step('closes the longlist, seals it, and builds the shortlist from its standings: the top two, the one tied at the cut and a jury wildcard', async () => {
    const now = wholeMinute(Date.now());
    await saveSeason(page, [
      { part: /^Voting round 1/, field: 'End', at: now - 20 * MINUTE },
      { part: /^Voting round 1/, field: 'Reveal', at: now + HOUR },
    ]);
    await sealRound(page, 'voting round 1 (Longlist)');

    // The shortlist the seed made in this nomination gives way to the one built from the standings.
    await openBoard(page, 'Round 2: Shortlist', BRIGHTEST.title);
    const removeButtons = page.getByRole('button', { name: /^Remove / });
    for (let left = await removeButtons.count(); left > 0; left--) {
      const nickname = (await removeButtons.first().getAttribute('aria-label'))!.replace(/^Remove /, '');
      await removeButtons.first().click();
      await expect(page.getByText(`${nickname} is no longer a nominee.`)).toBeVisible();
      await expect(removeButtons).toHaveCount(left - 1);
    }
    await expect(page.getByText('No nominees yet. Add them from the applications, by hand or from the longlist.')).toBeVisible();

    await expect(page.getByRole('tab', { name: 'From the longlist', selected: true })).toBeVisible();
    await page.getByLabel('Top N').fill('2');
    const standings = page.getByRole('list', { name: 'Longlist standings' }).getByRole('listitem');
    await expect(standings.nth(0)).toContainText(`#1${AURORA}`);
    await expect(standings.nth(1)).toContainText('In the top 2');
    await expect(standings.filter({ hasText: COMET })).toContainText('Tied at the cut');
    await page.getByRole('checkbox', { name: `Take ${COMET}, tied at the cut` }).check();
    const wildcardBox = page.getByRole('checkbox', { name: / as a jury wildcard$/ }).first();
    wildcard = (await wildcardBox.getAttribute('aria-label'))!.replace(/ as a jury wildcard$/, '');
    await wildcardBox.check();
    await expect(page.getByText('4 nominees will be added.')).toBeVisible();
    await page.getByRole('button', { name: 'Build the shortlist' }).click();
    await expect(page.getByText('The shortlist is built.')).toBeVisible();
    const nominees = page.getByRole('region', { name: `Nominees in ${BRIGHTEST.title}` }).getByRole('listitem');
    await expect(nominees).toHaveCount(4);
    await expect(nominees.filter({ hasText: wildcard })).toContainText('Jury wildcard');
  });

  await test.step('an organiser in New York with a German browser reads the Season page in Spanish: one format, their time named with the show\'s, and a typed date saved as meant', async () => {
    const errors: string[] = [];
    await readSeasonInNewYork(browser, await page.evaluate(() => localStorage.getItem('token')!), errors);
    expect(errors).toEqual([]);
  });

  /** Who wins the other nomination: nobody votes there, and the second judge gives its first nominee the most. */
  let backgroundWinner = '';
  const [olga, diego] = await Promise.all([createAccount(seasonURL, 'Olga Petrova', dataDir), createAccount(seasonURL, 'Diego Albarrán', dataDir)]);
  await test.step('grants two judges, links them to the jury the site shows, assigns their nominations and reminds one', async () => {
    for (const judge of [olga, diego]) {
      await openSection(page, 'Staff');
      const grant = page.getByRole('region', { name: 'Grant a role' });
      await grant.getByLabel('Email').fill(judge.email);
      await grant.getByLabel('Role').selectOption({ label: 'Judge' });
      await grant.getByRole('button', { name: 'Grant' }).click();
      await page.getByRole('dialog', { name: 'Grant this role?' }).getByRole('button', { name: 'Grant' }).click();
      await expect(page.getByText(`${judge.email} now has the role “Judge”.`)).toBeVisible();
    }
    await openSection(page, 'Jury');
    const assignments: [Account, string, string[]][] = [
      [olga, 'Lena Varga', [BRIGHTEST.title]],
      [diego, 'Diego Albarrán', [BRIGHTEST.title, BACKGROUND.title]],
    ];
    for (const [judge, member, nominations] of assignments) {
      await page.getByLabel(`Jury member shown for ${judge.name}`).selectOption({ label: member });
      const row = page.getByRole('row').filter({ hasText: judge.email });
      await row.getByText(/^Shortlist: 0 of 11/).click();
      const list = page.getByRole('group', { name: `Nominations ${judge.name} scores in the round “Shortlist”` });
      for (const nomination of nominations) await list.getByLabel(nomination, { exact: true }).check();
      await page.getByRole('button', { name: `Save the setup of ${judge.name}` }).click();
      await expect(page.getByText(`The setup of ${judge.name} is saved.`)).toBeVisible();
    }
    await expect(page.getByRole('row').filter({ hasText: olga.email })).toContainText('0 of 4 scored');
    await page.getByRole('button', { name: `Send reminder to ${olga.name}` }).click();
    await expect(page.getByText(`A reminder was sent to ${olga.email}.`)).toBeVisible();
    await expect.poll(async () => (await mailsTo(olga.email, dataDir)).map(plainText).join('\n'), { timeout: 15_000 }).toContain(BRIGHTEST.title);
    await expectNoAxeViolations(page, 'the Jury page');
  });

  await test.step('opens the shortlist; the audience votes and the judges score, one declaring a conflict', async () => {
    const now = wholeMinute(Date.now());
    await saveSeason(page, [
      { part: /^Voting round 2/, field: 'Start', at: now - 20 * MINUTE },
      { part: /^Voting round 2/, field: 'End', at: now + HOUR },
    ]);
    const shortlist = await nomineesOf(seasonURL, BRIGHTEST.id);
    expect([...shortlist.keys()].sort()).toEqual([AURORA, BLAZE, COMET, wildcard].sort());
    // Aurora and Blaze tie on votes (3 each); the jury puts Blaze ahead.
    const picks = [AURORA, BLAZE, AURORA, BLAZE, AURORA, BLAZE, COMET];
    await Promise.all(voters.map((voter, index) => vote(votingURL(index), voter, BRIGHTEST.id, shortlist.get(picks[index]!)!)));

    // Olga scores on a phone in Russian.
    const olgaPage = await judgeBrowser(browser, errors, olga, phone.viewport, { language: 'RU', section: 'Оценивание' });
    await olgaPage.getByRole('link', { name: 'Самая яркая реакция' }).click();
    await expect(olgaPage.getByText('Ещё без оценки: 4 номинанта')).toBeVisible();
    // A judge sees no tally.
    await expect(olgaPage.getByText(/\d+ голос/)).toHaveCount(0);
    await score(olgaPage, { [AURORA]: 6, [BLAZE]: 9, [COMET]: 7, [wildcard]: 5 }, (nickname) => `Оценка для ${nickname}`, 'Сохранено');
    await expect(olgaPage.getByText('Все номинанты оценены. Оценку можно изменить, пока этап не опечатан.')).toBeVisible();
    await expectNoAxeViolations(olgaPage, 'the judging sheet in Russian at 375 px');
    await olgaPage.context().close();

    // Diego, on a desktop in Spanish, knows one of the nominees: he abstains there and scores the other nomination.
    const diegoPage = await judgeBrowser(browser, errors, diego, desktop.viewport, { language: 'SP', section: 'Puntuaciones' });
    await diegoPage.getByRole('link', { name: 'La reacción más brillante' }).click();
    await diegoPage.getByRole('button', { name: 'Declarar un conflicto de intereses' }).click();
    const conflict = diegoPage.getByRole('dialog', { name: '¿Declarar un conflicto de intereses en «La reacción más brillante»?' });
    await conflict.getByLabel('Nota para los organizadores').fill(`${BLAZE} es mi primo.`);
    await conflict.getByRole('button', { name: 'Declarar y abstenerse' }).click();
    await expect(diegoPage.getByText(/Declaraste un conflicto de intereses el .+: te abstienes en esta categoría/)).toBeVisible();
    await diegoPage.getByRole('link', { name: 'Todas mis categorías' }).click();
    await expect(diegoPage.getByRole('listitem').filter({ hasText: 'La reacción más brillante' })).toContainText('Abstención: conflicto de intereses');
    await diegoPage.getByRole('link', { name: 'El fondo más genial' }).click();
    const backgroundNominees = [...(await nomineesOf(seasonURL, BACKGROUND.id)).keys()];
    backgroundWinner = backgroundNominees[0]!;
    await score(diegoPage, Object.fromEntries(backgroundNominees.map((nickname, index) => [nickname, 8 - index])), (nickname) => `Puntuación de ${nickname}`, 'Guardada');
    await expectNoAxeViolations(diegoPage, 'the judging sheet in Spanish at 1280 px');
    await diegoPage.context().close();

    await openSection(page, 'Jury');
    await expect(page.getByRole('row').filter({ hasText: olga.email })).toContainText('4 of 4 scored');
    await expect(page.getByRole('row').filter({ hasText: diego.email })).toContainText('Abstained: conflict of interest');
  });

  let digest = '';
  await test.step('closes the shortlist as the show goes live and seals it: the public voting page shows the digest', async () => {
    const now = wholeMinute(Date.now());
    await saveSeason(page, [
      { part: /^Voting round 2/, field: 'End', at: now - 10 * MINUTE },
      { part: /^Voting round 2/, field: 'Reveal', at: now + 30 * MINUTE },
      { part: 'Live show', field: 'Start', at: now - 5 * MINUTE },
      { part: 'Live show', field: 'End', at: now + 2 * HOUR },
    ]);
    const shortlist = await sealRound(page, 'voting round 2 (Shortlist)');
    digest = (await shortlist.getByText(/^[0-9a-f]{64}$/).textContent())!;

    // The organiser looks before the show, on the record.
    await shortlist.getByRole('button', { name: 'View sealed results' }).click();
    await page.getByRole('dialog', { name: 'View the sealed results of voting round 2 (Shortlist)?' }).getByRole('button', { name: 'View and record' }).click();
    const table = page.getByRole('table', { name: `Standings in ${BRIGHTEST.title}` });
    await expect(table.getByRole('row').nth(1)).toContainText(BLAZE);
    await expect(table.getByRole('row').nth(1)).toContainText('40');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectNoAxeViolations(page, 'the Results page with the sealed standings open');
  });

  await test.step('reveals nomination by nomination from the control room: the stream page and the voting page show each within 2 seconds', async () => {
    // A viewer follows the stream on a desktop in Spanish (on the second instance when there is one) ...
    const stream = await openBrowser(browser, errors, { viewport: desktop.viewport, baseURL: mirrorURL ?? seasonURL });
    await stream.addInitScript(() => localStorage.setItem('lastLanguageCode', 'SP'));
    let opened = liveStreamOpened(stream);
    await stream.goto('/stream');
    await opened;
    const panel = stream.getByRole('region', { name: 'Recién anunciado' });
    // ... and another has the nomination open on a phone in Portuguese, where the seal is already public.
    const voting = await openBrowser(browser, errors, { viewport: phone.viewport });
    await voting.addInitScript(() => localStorage.setItem('lastLanguageCode', 'PT'));
    opened = liveStreamOpened(voting);
    await voting.goto(`/voting/${BRIGHTEST.id}`);
    await opened;
    const seal = voting.getByRole('region', { name: 'Resultados lacrados' });
    await expect(seal.getByText(new RegExp(`^Resultados lacrados em .+ UTC: ${digest.slice(0, 8)}…$`))).toBeVisible();
    await expect(voting.getByRole('region', { name: 'Resultados', exact: true })).toHaveCount(0);

    await openSection(page, 'Live show');
    await expectNoAxeViolations(page, 'the control room');
    await page.getByRole('button', { name: `Move ${BRIGHTEST.title} up` }).click();
    await expect(page.getByText(`${BRIGHTEST.title} is now number 1 of 11.`)).toBeVisible();

    let started = Date.now();
    const [onStream, onVoting] = await Promise.all([
      shownAfter(started, expect(panel.getByRole('article', { name: 'La reacción más brillante' })).toContainText(`Ganador${BLAZE}Resultado: 40 de 100`, { timeout: REVEAL_WITHIN_MS })),
      shownAfter(started, expect(voting.getByRole('region', { name: 'Resultados', exact: true }).getByRole('listitem').first()).toContainText(BLAZE, { timeout: REVEAL_WITHIN_MS })),
      page.getByRole('button', { name: `Reveal next: ${BRIGHTEST.title}` }).click(),
    ]);
    test.info().annotations.push({ type: 'first reveal shown after', description: `stream page ${onStream} ms${mirrorURL ? ' (second instance)' : ''}, voting page ${onVoting} ms` });
    await expect(voting.getByText('Decidido pelo resultado combinado.')).toBeVisible();

    // Nobody voted there, so the control room asks first, saying so; the jury decides it.
    await page.getByRole('button', { name: `Reveal this nomination: ${BACKGROUND.title}` }).click();
    const background = page.getByRole('dialog', { name: `Reveal ${BACKGROUND.title}?` });
    await expect(background.getByRole('link', { name: `Shortlist: ${BACKGROUND.title}` })).toBeVisible();
    started = Date.now();
    const [onStreamAgain] = await Promise.all([
      shownAfter(started, expect(panel.getByRole('article', { name: 'El fondo más genial' })).toContainText(`Ganador${backgroundWinner}`, { timeout: REVEAL_WITHIN_MS })),
      background.getByRole('button', { name: 'Reveal' }).click(),
    ]);
    test.info().annotations.push({ type: 'second reveal shown after', description: `stream page ${onStreamAgain} ms` });

    // The nine left have neither votes nor scores: each waits held back until the organiser lets it go.
    await expect(page.getByRole('button', { name: 'Every nomination left is held back' })).toBeDisabled();
    const letGo = page.getByRole('button', { name: /^Let .+ go$/ });
    await expect(letGo).toHaveCount(9);
    for (let left = 9; left > 0; left--) {
      await letGo.first().click();
      await expect(letGo).toHaveCount(left - 1);
    }
    await page.getByRole('button', { name: 'Reveal all' }).click();
    const all = page.getByRole('dialog', { name: 'Reveal all 9 nominations left?' });
    started = Date.now();
    const [onStreamAll] = await Promise.all([
      shownAfter(started, expect(panel.getByRole('article')).toHaveCount(4, { timeout: REVEAL_WITHIN_MS })),
      all.getByRole('button', { name: 'Reveal all' }).click(),
    ]);
    test.info().annotations.push({ type: 'the rest shown after', description: `stream page ${onStreamAll} ms` });
    await expect(page.getByRole('button', { name: 'Every nomination is revealed' })).toBeDisabled();

    // Every nomination is out: the sealed standings download, and their SHA-256 is the digest.
    await voting.reload();
    await seal.getByText('Hash SHA-256 completo').click();
    const [download] = await Promise.all([voting.waitForEvent('download'), seal.getByRole('link', { name: 'Baixar os resultados lacrados (JSON)' }).click()]);
    expect(createHash('sha256').update(await readFile((await download.path())!)).digest('hex')).toBe(digest);
    await stream.context().close();
    await voting.context().close();
  });

  await test.step('the audit log lists the season, the seals, the view, the conflict and the reveals', async () => {
    await openSection(page, 'Audit log');
    const log = page.getByRole('table', { name: 'Audit log' });
    for (const action of ['Results revealed', 'Running order changed', 'Sealed results viewed', 'Results sealed', 'Conflict of interest declared', 'Judge reminded', 'Shortlist built', 'Nominee removed', 'Season dates changed']) {
      await expect(log.getByRole('row').filter({ hasText: action }).first()).toBeVisible();
    }
  });

  expect(errors).toEqual([]);
});
