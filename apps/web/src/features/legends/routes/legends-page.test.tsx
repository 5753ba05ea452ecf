import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/test/api-fixtures';
import { renderApp, testToken } from '@/test/render-app';

/** The blocks as the server sends them; `guessed` is the streamer id the caller guessed, if any. */
const blocks = (guessed?: number) => [
  {
    id: 2,
    order_id: 2,
    closes_at: '2999-01-01T00:00:00.000Z',
    streamers: [{ id: 21, photo: 'legend-kai', nickname: 'Kai', votes: 0, voted: false }],
    translations: [{ id: 3, title: 'Marathon of the year', description: 'The longest stream.', Language: { ID: 1 } }],
  },
  {
    id: 1,
    order_id: 1,
    closes_at: '2999-01-01T00:00:00.000Z',
    streamers: [
      { id: 11, photo: 'legend-ana', nickname: 'Ana', votes: 3 + (guessed === 11 ? 1 : 0), voted: guessed === 11 },
      { id: 12, photo: 'legend-bo', nickname: 'Bo', votes: 1 + (guessed === 12 ? 1 : 0), voted: guessed === 12 },
    ],
    translations: [
      { id: 1, title: 'Comeback of the year', description: 'Returned stronger.', Language: { ID: 1 } },
      { id: 2, title: 'Возвращение года', description: '', Language: { ID: 3 } },
    ],
  },
];

const guessAnswer = { id: 5, block_id: 1, streamer_id: 12, created_at: '2026-11-21T10:00:00.000Z' };

/** The page's code is its own chunk: the first render waits for it. */
const LAZY = { timeout: 5000 };

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const streamerItem = (name: string) => screen.getAllByRole('listitem').find((item) => within(item).queryByText(name, { selector: '.legend__name' }))!;

describe('the Legends of the Year page', () => {
  it('shows a visitor the blocks in order from the public list, inviting them to sign in rather than guess', async () => {
    const api = mockApi({ 'api/v2/loty/': { status: 200, body: blocks() } });
    renderApp('/loty');
    const headings = await screen.findAllByRole('heading', { level: 2 }, LAZY);
    expect(headings.map((heading) => heading.textContent)).toEqual(['Comeback of the year', 'Marathon of the year']);
    expect(screen.getByText('Sign in to make your guesses: one per block, before it closes.')).toBeVisible();
    expect(within(streamerItem('Ana')).getByText('3 guesses')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Guess / })).toBeNull();
    expect(api.requests().map((request) => request.path)).not.toContain('api/v2/loty/user-info');
  });

  it('loads the first block’s photos with the page and the later blocks’ as they come near', async () => {
    mockApi({ 'api/v2/loty/': { status: 200, body: blocks() } });
    renderApp('/loty');
    expect(await screen.findByRole('img', { name: /Ana/ }, LAZY)).not.toHaveAttribute('loading');
    expect(screen.getByRole('img', { name: /Bo/ })).not.toHaveAttribute('loading');
    expect(screen.getByRole('img', { name: /Kai/ })).toHaveAttribute('loading', 'lazy');
  });

  it('sends a signed-in guess, marks and counts it at once, and keeps the mark the server reports', async () => {
    localStorage.setItem('token', testToken());
    let guessed: number | undefined;
    const api = mockApi({ 'api/v2/loty/guess': { status: 201, body: guessAnswer } });
    const answer = api.fetch.getMockImplementation()!;
    api.fetch.mockImplementation(async (input, init) => {
      const path = String(input).replace(/^\/+/, '');
      if (path === 'api/v2/loty/user-info') return Response.json(blocks(guessed));
      if (path === 'api/v2/loty/guess') guessed = 12;
      return answer(input, init);
    });
    renderApp('/loty');
    await userEvent.click(await screen.findByRole('button', { name: 'Guess Bo' }, LAZY));
    expect(await screen.findByText('Your guess for “Comeback of the year”: Bo. Good luck!')).toBeVisible();
    const [, init] = api.fetch.mock.calls.find(([input]) => String(input).endsWith('api/v2/loty/guess'))!;
    expect(JSON.parse(String(init!.body))).toEqual({ block_id: 1, streamer_id: 12 });
    expect(within(streamerItem('Bo')).getByText('Your guess')).toBeVisible();
    expect(within(streamerItem('Bo')).getByText('2 guesses')).toBeVisible();
    // The blocks are read again after the guess, and the server's answer keeps the mark.
    await waitFor(() => expect(api.requests().filter((request) => request.path === 'api/v2/loty/user-info')).toHaveLength(2));
    expect(within(streamerItem('Bo')).getByText('Your guess')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Guess Ana' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Guess Kai' })).toBeVisible();
  });

  it("shows the server's message when the guess is refused, and unmarks the pick", async () => {
    localStorage.setItem('token', testToken());
    mockApi({
      'api/v2/loty/user-info': { status: 200, body: blocks() },
      'api/v2/loty/guess': { status: 409, body: { statusCode: 409, code: 'guessing_closed', message: 'Guessing is closed for this block.' } },
    });
    renderApp('/loty');
    await userEvent.click(await screen.findByRole('button', { name: 'Guess Ana' }, LAZY));
    expect(await screen.findByRole('alert')).toHaveTextContent('Guessing is closed for this block.');
    await waitFor(() => expect(within(streamerItem('Ana')).queryByText('Your guess')).toBeNull());
    expect(within(streamerItem('Ana')).getByText('3 guesses')).toBeVisible();
  });

  it('says the guess was not saved when the server fails', async () => {
    localStorage.setItem('token', testToken());
    mockApi({ 'api/v2/loty/user-info': { status: 200, body: blocks() }, 'api/v2/loty/guess': { status: 500 } });
    renderApp('/loty');
    await userEvent.click(await screen.findByRole('button', { name: 'Guess Ana' }, LAZY));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your guess was not saved. Please try again.');
  });
});
