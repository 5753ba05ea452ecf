import { expect, test } from '../fixtures';
import { createAccount } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { liveStreamOpened, REVEAL_WITHIN_MS, shownAfter } from '../support/live';
import { apiOf, openShortlistBeforeTheShow, signInOrganiser, startTheShow, type VotingPage } from '../support/organiser-api';
import { desktop, phone } from '../support/widths';

/**
 * The live reveal's own server (playwright.config.ts), seeded with the longlist open: this journey
 * closes and seals its shortlist, which cannot be undone, so it runs nowhere else.
 */
const showURL = process.env.E2E_SHOW_URL!;
const showDataDir = process.env.E2E_SHOW_DATA_DIR!;
const organiserEmail = process.env.E2E_SHOW_ORGANISER!;

const api = apiOf(showURL);

test.use({ baseURL: showURL, viewport: phone.viewport });

test('a reveal reaches the stream page and the nomination’s voting page within 2 seconds, without a reload', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const token = await signInOrganiser(api, organiserEmail, showDataDir);

  // The shortlist opens for an hour before a live show an hour away, and three viewers vote in
  // the nomination the show reveals first: two for its second nominee, one for its first.
  const schedule = await openShortlistBeforeTheShow(api, token);
  const { shortlist } = schedule;

  const controlRoom = await api<{ running_order: { nomination_id: number }[] }>('GET', '/api/v2/backstage/show', { token });
  const [first, second] = controlRoom.running_order.map((nomination) => nomination.nomination_id) as [number, number];
  const { nominees } = await api<VotingPage>('GET', `/api/v2/voting/${first}`);
  const [runnerUp, winner] = nominees as [VotingPage['nominees'][number], VotingPage['nominees'][number]];
  for (const [index, nominee] of [winner, winner, runnerUp].entries()) {
    const voter = await createAccount(showURL, `Viewer ${index + 1}`, showDataDir);
    await api('POST', `/api/v2/voting/${first}/vote`, { token: voter.token, body: { nominee_id: nominee.id, captcha_token: 'dev', action: 'vote' } });
  }

  // The shortlist has just closed, the show is on, and the organisers seal the round.
  await startTheShow(api, token, schedule);
  await api('POST', `/api/v2/backstage/rounds/${shortlist.id}/seal`, { token });

  // One viewer watches the stream page on a phone in Russian; another has the nomination open on a desktop in English.
  const inRussian = async (id: number) => (await api<VotingPage>('GET', `/api/v2/voting/${id}`, { language: 'RU' })).nomination.title;
  const [firstTitle, secondTitle] = [await inRussian(first), await inRussian(second)];
  await page.addInitScript(() => localStorage.setItem('lastLanguageCode', 'RU'));
  let opened = liveStreamOpened(page);
  await page.goto('/stream');
  await opened;
  const panel = page.getByRole('region', { name: 'Только что объявлено' });
  await expect(panel.getByText('Победители появятся здесь, как только их объявят в прямом эфире, — перезагружать страницу не нужно.')).toBeVisible();

  const desktopContext = await browser.newContext({ baseURL: showURL, viewport: desktop.viewport });
  const voting = await desktopContext.newPage();
  const votingErrors: string[] = [];
  voting.on('console', (message) => message.type() === 'error' && votingErrors.push(message.text()));
  const votingReads: string[] = [];
  voting.on('request', (request) => new URL(request.url()).pathname === `/api/v2/voting/${first}` && votingReads.push(request.url()));
  opened = liveStreamOpened(voting);
  await voting.goto(`/voting/${first}`);
  await opened;
  await expect(voting.getByText('Voting in this round has closed. The results will be revealed soon.')).toBeVisible();
  await expect(voting.getByRole('region', { name: 'Results', exact: true })).toHaveCount(0);
  // Marks left on each document: a reload would take them away.
  for (const open of [page, voting]) await open.evaluate(() => Object.assign(window, { stillHere: true }));

  // Reveal next: each page shows it, timed from the call.
  const started = Date.now();
  const streamCard = panel.getByRole('article', { name: firstTitle });
  const results = voting.getByRole('region', { name: 'Results', exact: true });
  const [answered, onStream, onVoting] = await Promise.all([
    shownAfter(started, api('POST', '/api/v2/backstage/show/reveal', { token, body: { target: 'next' } })),
    shownAfter(started, expect(streamCard).toContainText(`Победитель${winner.nickname}`, { timeout: REVEAL_WITHIN_MS })),
    shownAfter(started, expect(results.getByRole('listitem').first()).toContainText(winner.nickname, { timeout: REVEAL_WITHIN_MS })),
  ]);
  test.info().annotations.push({ type: 'reveal shown after', description: `stream page ${onStream} ms, voting page ${onVoting} ms (the call answered after ${answered} ms)` });
  expect(onStream).toBeLessThanOrEqual(REVEAL_WITHIN_MS);
  expect(onVoting).toBeLessThanOrEqual(REVEAL_WITHIN_MS);

  // Two votes of three, and no jury score: the audience decides alone.
  await expect(streamCard).toContainText('Результат: 66,7 из 100');
  await expect(streamCard.getByRole('link', { name: 'Смотреть результаты' })).toHaveAttribute('href', `/voting/${first}`);
  await expect(results.getByRole('listitem').first()).toContainText('Winner');
  await expect(voting.getByText('The results of this nomination are out.')).toBeAttached();

  // The next nomination nobody voted in, which waits held back until the organiser lets it go:
  // the stream page puts it first, without a winner; the first nomination's page does not read itself again.
  await api('PUT', `/api/v2/backstage/show/running-order/${second}/hold`, { token, body: { held_back: false } });
  const readsBefore = votingReads.length;
  const nextStarted = Date.now();
  await Promise.all([
    api('POST', '/api/v2/backstage/show/reveal', { token, body: { target: 'next' } }),
    expect(panel.getByRole('article', { name: secondTitle })).toContainText('Нет ни голосов, ни оценок жюри: победителя нет.', { timeout: REVEAL_WITHIN_MS }),
  ]);
  test.info().annotations.push({ type: 'second reveal shown after', description: `stream page ${Date.now() - nextStarted} ms` });
  await expect(panel.getByRole('heading', { level: 3 })).toHaveText([secondTitle, firstTitle]);
  await voting.waitForTimeout(500);
  expect(votingReads).toHaveLength(readsBefore);
  await expectNoAxeViolations(page, 'the stream page’s revealed winners', '.just-revealed');

  for (const open of [page, voting]) expect(await open.evaluate(() => 'stillHere' in window)).toBe(true);
  expect(votingErrors).toEqual([]);
  await desktopContext.close();
});
