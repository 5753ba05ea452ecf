import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { VotingNomination } from '@awards/contracts';
import { mockApi } from '@/test/api-fixtures';
import { renderApp, testToken } from '@/test/render-app';

const round = { id: 1, kind: 'longlist', starts_at: '2026-11-20T00:00:00.000Z', ends_at: '2026-12-08T23:59:59.000Z', reveals_at: '2026-12-10T18:00:00.000Z' } as const;
const nominees = [
  { id: 11, nickname: 'TurboTiago', photo: 'nominee-turbotiago', link_to_page: 'https://kick.com/turbotiago' },
  { id: 12, nickname: 'MegaWinMila', photo: 'https://images.example/mila.png', link_to_page: 'https://twitch.tv/megawinmila' },
];
/** The page's answer as the server sends it. */
type WireVotingNomination = z.infer<typeof VotingNomination>;
const category = (extra: Partial<WireVotingNomination> = {}): WireVotingNomination => ({
  nomination: { id: 2, title: 'The brightest reaction' },
  round: { ...round, status: 'open' },
  nominees,
  my_vote: null,
  results: null,
  ...extra,
});

/** The page's code is its own chunk: the first render waits for it. */
const LAZY = { timeout: 5000 };

afterEach(() => {
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

  it('shows revealed results as bars, most votes first, with the leader marked', async () => {
    mockApi({
      'api/v2/voting/2': {
        status: 200,
        body: category({
          round: { ...round, status: 'revealed' },
          results: [
            { nominee_id: 11, votes: 3, percentage: 25 },
            { nominee_id: 12, votes: 9, percentage: 75 },
          ],
        }),
      },
    });
    renderApp('/voting/2');
    const results = await screen.findByRole('region', { name: 'Results' }, LAZY);
    const rows = within(results).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['MegaWinMilaLeader9 votes · 75%', 'TurboTiago3 votes · 25%']);
    expect(screen.queryByRole('button', { name: /^Vote for/ })).toBeNull();
    expect(screen.getByText('The audience has spoken: this is how the round ended.')).toBeVisible();
    expect(screen.queryByText(/^Vote for your favourite/)).toBeNull();
  });

  it('says when the nomination does not exist', async () => {
    mockApi();
    renderApp('/voting/99');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nomination not found' }, LAZY)).toBeVisible();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Back to the home page' })).toBeVisible());
  });
});
