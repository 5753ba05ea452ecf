import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeEventSource, streamOpened } from '@/test/fake-event-source';
import { mockApi } from '@/test/api-fixtures';
import { renderApp } from '@/test/render-app';

/** The shortlist, closed and sealed, revealed nomination by nomination in the live show. */
const round = {
  id: 2,
  kind: 'shortlist',
  starts_at: '2027-02-03T00:00:00.000Z',
  ends_at: '2027-02-11T23:59:59.000Z',
  reveals_at: '2027-02-20T20:00:00.000Z',
  live_reveal: true,
  status: 'closed',
  seal: { sealed_at: '2027-02-12T00:00:00.000Z', digest: '3f9a1b2c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8' },
};
const nominees = [
  { id: 11, nickname: 'TurboTiago', photo: 'nominee-turbotiago', link_to_page: 'https://kick.com/turbotiago', clip: null, time_code: null },
  { id: 12, nickname: 'MegaWinMila', photo: 'nominee-megawinmila', link_to_page: 'https://twitch.tv/megawinmila', clip: null, time_code: null },
];
const sealed = { nomination: { id: 2, title: 'The brightest reaction' }, round, nominees, my_vote: null, results: null, decision: null };
const revealed = {
  ...sealed,
  results: [
    { nominee_id: 12, rank: 1, votes: 7, percentage: 70, jury_mean: null, result: 70, tied: false },
    { nominee_id: 11, rank: 2, votes: 3, percentage: 30, jury_mean: null, result: 30, tied: false },
  ],
  decision: { weights: { audience: 100, jury: 0 }, tie_break: 'audience_then_jury', decided_by: 'result' },
};

/** The page's code is its own chunk: the first render waits for it. */
const LAZY = { timeout: 5000 };

/** Serves the nomination's page as it stands on the server at the moment of each request. */
function serveNomination() {
  const server = { page: sealed as object };
  const api = mockApi();
  const fixture = api.fetch.getMockImplementation()!;
  api.fetch.mockImplementation(async (input, init) => (String(input).replace(/^\/+/, '') === 'api/v2/voting/2' ? Response.json(server.page) : fixture(input, init)));
  const reads = () => api.requests().filter((request) => request.path === 'api/v2/voting/2').length;
  return { server, reads };
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the voting page during the live show', () => {
  it('shows the results when the show reveals its nomination, without a reload, and says so politely', async () => {
    const { server, reads } = serveNomination();
    renderApp('/voting/2');
    expect(await screen.findByText('Voting in this round has closed. The results will be revealed soon.', {}, LAZY)).toBeVisible();
    await streamOpened();
    expect(reads()).toBe(1);

    server.page = revealed;
    act(() => FakeEventSource.emit('reveal', { round_id: 2, nomination_id: 2 }, '5'));
    const results = await screen.findByRole('region', { name: 'Results' });
    expect(within(results).getAllByRole('listitem')[0]).toHaveTextContent('MegaWinMila');
    expect(within(results).getAllByRole('listitem')[0]).toHaveTextContent('Winner');
    expect(screen.getByText('The results of this nomination are out.')).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByText('Voting in this round has closed. The results will be revealed soon.')).toBeNull();
    expect(reads()).toBe(2);
    // Nothing more can be revealed here: the page stops following the reveals.
    act(() => FakeEventSource.emit('reveal', { round_id: 2, nomination_id: 2 }, '6'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(reads()).toBe(2);
  });

  it('reads nothing again on a reveal for a round whose results come out at a set time', async () => {
    const { server, reads } = serveNomination();
    server.page = { ...sealed, round: { ...round, live_reveal: false } };
    renderApp('/voting/2');
    await screen.findByText('Voting in this round has closed. The results will be revealed soon.', {}, LAZY);
    await streamOpened();
    act(() => FakeEventSource.emit('reveal', { round_id: 2, nomination_id: 2 }, '5'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(reads()).toBe(1);
  });

  it('reads nothing again for another nomination’s reveal or a crowned legend', async () => {
    const { reads } = serveNomination();
    renderApp('/voting/2');
    await screen.findByText('Voting in this round has closed. The results will be revealed soon.', {}, LAZY);
    await streamOpened();
    act(() => {
      FakeEventSource.emit('reveal', { round_id: 2, nomination_id: 3 }, '5');
      FakeEventSource.emit('legend', { block_id: 2 }, '6');
    });
    // Long enough for a read the events would have started to be made.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(reads()).toBe(1);
    expect(screen.getByText('Voting in this round has closed. The results will be revealed soon.')).toBeVisible();
  });

  it('reads nothing again once the visitor has left for another page', async () => {
    const { reads } = serveNomination();
    const { router } = renderApp('/voting/2');
    await screen.findByText('Voting in this round has closed. The results will be revealed soon.', {}, LAZY);
    await act(() => router.navigate('/giveaway'));
    await streamOpened();
    act(() => FakeEventSource.emit('reveal', { round_id: 2, nomination_id: 2 }, '5'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(reads()).toBe(1);
  });
});
