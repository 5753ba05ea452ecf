import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { VotingNomination } from '@awards/contracts';
import { setLanguage } from '@/lib/i18n';
import { mockApi } from '@/test/api-fixtures';
import { renderApp, testToken } from '@/test/render-app';

const round = {
  id: 1,
  kind: 'longlist',
  starts_at: '2026-11-20T00:00:00.000Z',
  ends_at: '2026-12-08T23:59:59.000Z',
  reveals_at: '2026-12-10T18:00:00.000Z',
  live_reveal: false,
  seal: null,
} as const;
const nominees = [
  { id: 11, nickname: 'TurboTiago', photo: 'nominee-turbotiago', link_to_page: 'https://kick.com/turbotiago', clip: null, time_code: null },
  { id: 12, nickname: 'MegaWinMila', photo: 'https://images.example/mila.png', link_to_page: 'https://twitch.tv/megawinmila', clip: null, time_code: null },
  { id: 13, nickname: 'LagLord', photo: 'nominee-laglord', link_to_page: 'https://twitch.tv/laglord', clip: null, time_code: null },
];
const seal = { sealed_at: '2026-12-09T00:00:00.000Z', digest: '3f9a1b2c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8' };
/** Sealed standings where the jury overturned the audience: MegaWinMila has the most votes but places second. */
const revealed = (decision: WireVotingNomination['decision']): Partial<WireVotingNomination> => ({
  round: { ...round, kind: 'shortlist', status: 'revealed', seal },
  results: [
    { nominee_id: 11, rank: 1, votes: 3, percentage: 25, jury_mean: 9.6667, result: 45.0123, tied: false },
    { nominee_id: 12, rank: 2, votes: 9, percentage: 75, jury_mean: 3, result: 44.25, tied: false },
    { nominee_id: 13, rank: 3, votes: 0, percentage: 0, jury_mean: null, result: 0, tied: false },
  ],
  decision,
});
/** The page's answer as the server sends it. */
type WireVotingNomination = z.infer<typeof VotingNomination>;
const category = (extra: Partial<WireVotingNomination> = {}): WireVotingNomination => ({
  nomination: { id: 2, title: 'The brightest reaction' },
  round: { ...round, status: 'open' },
  nominees,
  my_vote: null,
  results: null,
  decision: null,
  ...extra,
});

/** The page's code is its own chunk: the first render waits for it. */
const LAZY = { timeout: 5000 };

afterEach(async () => {
  await setLanguage('EN');
  localStorage.clear();
  sessionStorage.clear();
});

describe('the voting page', () => {
  it('shows a visitor the nominees, and voting opens the sign-in-required popup, remembered in session storage', async () => {
    mockApi({ 'api/v2/voting/2': { status: 200, body: category() } });
    renderApp('/voting/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'The brightest reaction' }, LAZY)).toBeVisible();
    expect(screen.getByText('Vote for your favourite in this nomination. One vote per nomination in each round.')).toBeVisible();
    const list = screen.getByRole('region', { name: 'Nominees' });
    expect(within(list).getByRole('img', { name: 'Photo of TurboTiago' })).toHaveAttribute('src', '/content/assets/nominee-turbotiago');
    expect(within(list).getByRole('img', { name: 'Photo of MegaWinMila' })).toHaveAttribute('src', 'https://images.example/mila.png');
    expect(sessionStorage.getItem('voting-modal-was-displayed')).toBeNull();

    await userEvent.click(within(list).getByRole('button', { name: 'Vote for TurboTiago' }));
    const popup = await screen.findByRole('dialog', { name: 'Sign-in required to vote' });
    expect(within(popup).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
    expect(JSON.parse(sessionStorage.getItem('voting-modal-was-displayed')!)).toBe(true);
  });

  it('gives the round’s dates in the show’s zone, named, in the visitor’s language', async () => {
    await setLanguage('RU');
    mockApi({ 'api/v2/voting/2': { status: 200, body: category() } });
    renderApp('/voting/2');
    const ends = await screen.findByText('Окончание', {}, LAZY);
    expect(ends.nextElementSibling).toHaveTextContent('9 декабря 2026 г., 00:59 (CET)');
    expect(screen.getByText('Результаты').nextElementSibling).toHaveTextContent('10 декабря 2026 г., 19:00 (CET)');
  });

  it('shows the initials of a nominee added from applications, who has no photo, in place of a broken picture', async () => {
    const api = mockApi({ 'api/v2/voting/2': { status: 200, body: category({ nominees: [nominees[0]!, { ...nominees[1]!, nickname: 'Aurora Zenith', photo: '' }] }) } });
    renderApp('/voting/2');
    const list = await screen.findByRole('region', { name: 'Nominees' }, LAZY);
    expect(within(list).getByRole('img', { name: 'Photo of Aurora Zenith' })).toHaveTextContent('AZ');
    expect(within(list).getByRole('img', { name: 'Photo of TurboTiago' })).toHaveAttribute('src', '/content/assets/nominee-turbotiago');
    expect(api.requests().map((request) => request.path)).not.toContain('content/assets/');
  });

  it('shows each nominee its nominated moment: an upload fetching nothing before play, a platform clip behind a click at its time code', async () => {
    const withMoments = [
      { ...nominees[0]!, clip: { kind: 'video', url: '/api/v2/application/5/clip?expires=1&signature=abc', mime_type: 'video/mp4' }, time_code: null },
      { ...nominees[1]!, clip: { kind: 'embed', provider: 'youtube', url: 'https://www.youtube-nocookie.com/embed/abc123?start=83', start_seconds: 83 }, time_code: '00:01:23' },
      nominees[2]!,
    ] as WireVotingNomination['nominees'];
    mockApi({ 'api/v2/voting/2': { status: 200, body: category({ nominees: withMoments }) } });
    renderApp('/voting/2');
    const list = await screen.findByRole('region', { name: 'Nominees' }, LAZY);
    const [upload, linked, byHand] = within(list).getAllByRole('listitem');

    const video = upload!.querySelector('video')!;
    expect(video).toHaveAccessibleName('Video of the moment: TurboTiago');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAttribute('src', '/api/v2/application/5/clip?expires=1&signature=abc');

    expect(within(linked!).queryByTitle('YouTube player: MegaWinMila')).toBeNull();
    await userEvent.click(within(linked!).getByRole('button', { name: 'Load the YouTube player' }));
    expect(within(linked!).getByTitle('YouTube player: MegaWinMila')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/abc123?start=83');

    expect(byHand!.querySelector('video, .click-to-load')).toBeNull();
  });

  it("marks the signed-in user's vote and offers no more votes", async () => {
    localStorage.setItem('token', testToken());
    mockApi({ 'api/v2/voting/2': { status: 200, body: category({ my_vote: { nominee_id: 12, created_at: '2026-11-21T10:00:00.000Z' } }) } });
    renderApp('/voting/2');
    const list = await screen.findByRole('region', { name: 'Nominees' }, LAZY);
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(second!).getByText('Your vote')).toBeVisible();
    expect(within(first!).queryByText('Your vote')).toBeNull();
    expect(within(list).queryByRole('button', { name: /^Vote for/ })).toBeNull();
  });

  it('sends the vote with the captcha token and the vote action, then marks it', async () => {
    localStorage.setItem('token', testToken());
    const api = mockApi({
      'api/v2/voting/2': { status: 200, body: category() },
      'api/v2/voting/2/vote': { status: 201, body: { id: 1, round_id: 1, nomination_id: 2, nominee_id: 11, created_at: '2026-11-21T10:00:00.000Z' } },
    });
    renderApp('/voting/2');
    await userEvent.click(await screen.findByRole('button', { name: 'Vote for TurboTiago' }, LAZY));
    expect(await screen.findByText('Your vote for TurboTiago is in. Thank you!')).toBeVisible();
    const [, init] = api.fetch.mock.calls.find(([input]) => String(input).endsWith('api/v2/voting/2/vote'))!;
    expect(JSON.parse(String(init!.body))).toEqual({ nominee_id: 11, captcha_token: 'dev', action: 'vote' });
  });

  it("shows the server's message when the vote is refused", async () => {
    localStorage.setItem('token', testToken());
    mockApi({
      'api/v2/voting/2': { status: 200, body: category() },
      'api/v2/voting/2/vote': { status: 409, body: { statusCode: 409, code: 'already_voted', message: 'You have already voted in this nomination in this round.' } },
    });
    renderApp('/voting/2');
    await userEvent.click(await screen.findByRole('button', { name: 'Vote for MegaWinMila' }, LAZY));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have already voted in this nomination in this round.');
  });

  it('shows revealed results in the sealed places, with votes, jury means, results out of 100 and how the winner was decided', async () => {
    mockApi({ 'api/v2/voting/2': { status: 200, body: category(revealed({ weights: { audience: 70, jury: 30 }, tie_break: 'audience_then_jury', decided_by: 'result' })) } });
    renderApp('/voting/2');
    const results = await screen.findByRole('region', { name: 'Results' }, LAZY);
    const rows = within(results).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Place 1TurboTiagoWinnerAudience3 votes · 25%Jury mean9.67 of 10Result45 of 100',
      'Place 2MegaWinMilaAudience9 votes · 75%Jury mean3 of 10Result44.3 of 100',
      'Place 3LagLordAudience0 votes · 0%Jury meanNo jury scoreResult0 of 100',
    ]);
    expect(within(results).getByText('Audience 70%, jury 30%. Decided by the blended result.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Vote for/ })).toBeNull();
    expect(screen.getByText('The audience and the jury have spoken: these are the results.')).toBeVisible();
    expect(screen.queryByText(/^Vote for your favourite/)).toBeNull();

    const sealed = screen.getByRole('region', { name: 'Sealed results' });
    expect(within(sealed).getByText(/^Results sealed on December 9 at 12:00 AM UTC:/)).toHaveTextContent('3f9a1b2c…');
    expect(within(sealed).getByText('3f9a1b2c…')).toHaveAttribute('title', seal.digest);
    expect(within(sealed).getByText(seal.digest)).toBeInTheDocument();
    expect(within(sealed).getByRole('link', { name: 'Download the sealed results (JSON)' })).toHaveAttribute('href', '/api/v2/rounds/1/standings');
    expect(within(sealed).getByText(/^The SHA-256 digest of this file is the one shown above/)).toBeVisible();
  });

  it('marks ties and says what decided between them, in the visitor\'s language', async () => {
    await setLanguage('SP');
    const tied = revealed({ weights: { audience: 70, jury: 30 }, tie_break: 'audience_then_jury', decided_by: 'audience_share' });
    tied.results = tied.results!.map((result) => (result.rank < 3 ? { ...result, result: 45, tied: true } : result));
    mockApi({ 'api/v2/voting/2': { status: 200, body: category(tied) } });
    renderApp('/voting/2');
    const results = await screen.findByRole('region', { name: 'Resultados' }, LAZY);
    const [first, second, third] = within(results).getAllByRole('listitem');
    expect(within(first!).getByText('Empate')).toBeVisible();
    expect(within(second!).getByText('Empate')).toBeVisible();
    expect(within(third!).queryByText('Empate')).toBeNull();
    expect(within(results).getByText('Público 70 %, jurado 30 %. Empate en el resultado; decide el mayor porcentaje de votos del público.')).toBeVisible();
    expect(screen.getByText(/^Resultados sellados el 9 de diciembre a las 0:00 UTC:/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Descargar los resultados sellados (JSON)' })).toBeVisible();
  });

  it('says when one side alone decided, because nobody scored or nobody voted', async () => {
    const unscored = revealed({ weights: { audience: 100, jury: 0 }, tie_break: 'audience_then_jury', decided_by: 'result' });
    unscored.results = unscored.results!.map((result) => ({ ...result, jury_mean: null }));
    mockApi({ 'api/v2/voting/2': { status: 200, body: category(unscored) } });
    renderApp('/voting/2');
    const results = await screen.findByRole('region', { name: 'Results' }, LAZY);
    expect(within(results).getByText("No jury scores in this nomination: decided by the audience's votes alone.")).toBeVisible();
  });

  it('shows the seal of a sealed round before its reveal, without results or a download', async () => {
    mockApi({ 'api/v2/voting/2': { status: 200, body: category({ round: { ...round, status: 'closed', seal } }) } });
    renderApp('/voting/2');
    const sealed = await screen.findByRole('region', { name: 'Sealed results' }, LAZY);
    expect(within(sealed).getByText(/^Results sealed on December 9 at 12:00 AM UTC:/)).toHaveTextContent('3f9a1b2c…');
    expect(within(sealed).getByText('You can download the sealed results once every nomination has been revealed.')).toBeVisible();
    expect(within(sealed).queryByRole('link')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Results' })).toBeNull();
    expect(screen.getByText('Voting in this round has closed. The results will be revealed soon.')).toBeVisible();
  });

  it('shows a nomination revealed in the live show while its round is still closed, and offers the download only at the end', async () => {
    const live = revealed({ weights: { audience: 70, jury: 30 }, tie_break: 'audience_then_jury', decided_by: 'result' });
    live.round = { ...round, kind: 'shortlist', live_reveal: true, status: 'closed', seal };
    mockApi({ 'api/v2/voting/2': { status: 200, body: category(live) } });
    renderApp('/voting/2');
    const results = await screen.findByRole('region', { name: 'Results' }, LAZY);
    expect(within(results).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('The audience and the jury have spoken: these are the results.')).toBeVisible();
    expect(screen.queryByText('Voting in this round has closed. The results will be revealed soon.')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Download the sealed results (JSON)' })).toBeNull();
  });

  it('says when the nomination does not exist', async () => {
    mockApi();
    renderApp('/voting/99');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nomination not found' }, LAZY)).toBeVisible();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Back to the home page' })).toBeVisible());
  });
});
