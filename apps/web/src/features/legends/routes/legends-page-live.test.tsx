import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeEventSource, streamOpened } from '@/test/fake-event-source';
import { mockApi } from '@/test/api-fixtures';
import { renderApp, testToken } from '@/test/render-app';

/** A closed block as the server sends it to a caller who guessed Bo; `legend` once crowned. */
const block = (legend?: number, id = 1) => ({
  id,
  order_id: id,
  closes_at: '2020-01-01T00:00:00.000Z',
  streamers: [
    { id: 11, photo: 'legend-ana', nickname: 'Ana', votes: 3, voted: false },
    { id: 12, photo: 'legend-bo', nickname: 'Bo', votes: 2, voted: true },
  ],
  translations: [{ id, title: id === 1 ? 'Comeback of the year' : 'Rookie of the year', description: '', Language: { ID: 1 } }],
  ...(legend ? { legend_streamer_id: legend } : {}),
});

/** The page's code is its own chunk: the first render waits for it. */
const LAZY = { timeout: 5000 };

/** Serves the blocks and the leaderboard as they stand on the server at the moment of each request. */
function serveLegends() {
  const server = { blocks: [block()], leaderboard: [] as object[] };
  const api = mockApi();
  const fixture = api.fetch.getMockImplementation()!;
  api.fetch.mockImplementation(async (input, init) => {
    const path = String(input).replace(/^\/+/, '');
    if (path === 'api/v2/loty/user-info') return Response.json(server.blocks);
    if (path === 'api/v2/loty/leaderboard') return Response.json(server.leaderboard);
    return fixture(input, init);
  });
  const reads = (path: string) => api.requests().filter((request) => request.path === path).length;
  return { server, reads };
}

const streamerItem = (name: string) => screen.getAllByRole('listitem').find((item) => within(item).queryByText(name, { selector: '.legend__name' }))!;

afterEach(() => {
  localStorage.clear();
});

describe('the Legends page during the live show', () => {
  it('shows the crowned legend, the visitor’s guess beside it and the leaderboard when the show crowns it', async () => {
    localStorage.setItem('token', testToken());
    const { server, reads } = serveLegends();
    renderApp('/loty');
    expect(await screen.findByText('Guessing closed: the legend is revealed at the live show', {}, LAZY)).toBeVisible();
    expect(reads('api/v2/loty/leaderboard')).toBe(0);
    await streamOpened();

    server.blocks = [block(12)];
    server.leaderboard = [{ rank: 1, name: 'Lena Varga', correct: 1 }];
    act(() => FakeEventSource.emit('legend', { block_id: 1 }, '3'));
    expect(await screen.findByText('The legend is revealed')).toBeVisible();
    expect(within(streamerItem('Bo')).getByText('Legend')).toBeVisible();
    expect(within(streamerItem('Bo')).getByText('Your guess')).toBeVisible();
    expect(within(streamerItem('Ana')).queryByText('Legend')).toBeNull();
    expect(await screen.findByRole('cell', { name: 'Lena Varga' })).toBeVisible();
    expect(reads('api/v2/loty/user-info')).toBe(2);

  });

  it('reads the leaderboard on show again with the next crowning, and stops listening once no block waits for its legend', async () => {
    localStorage.setItem('token', testToken());
    const { server, reads } = serveLegends();
    server.blocks = [block(12), block(undefined, 2)];
    server.leaderboard = [{ rank: 1, name: 'Lena Varga', correct: 1 }];
    renderApp('/loty');
    expect(await screen.findByRole('cell', { name: 'Lena Varga' }, LAZY)).toBeVisible();
    await streamOpened();

    server.blocks = [block(12), block(11, 2)];
    server.leaderboard = [{ rank: 1, name: 'Diego Albarrán', correct: 2 }];
    act(() => FakeEventSource.emit('legend', { block_id: 2 }, '4'));
    expect(await screen.findByRole('cell', { name: 'Diego Albarrán' })).toBeVisible();
    expect(reads('api/v2/loty/leaderboard')).toBe(2);
    act(() => FakeEventSource.emit('legend', { block_id: 2 }, '5'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(reads('api/v2/loty/leaderboard')).toBe(2);
  });

  it('reads nothing again when the show reveals a nomination', async () => {
    localStorage.setItem('token', testToken());
    const { reads } = serveLegends();
    renderApp('/loty');
    await screen.findByText('Guessing closed: the legend is revealed at the live show', {}, LAZY);
    await streamOpened();
    act(() => FakeEventSource.emit('reveal', { round_id: 2, nomination_id: 1 }, '3'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(reads('api/v2/loty/user-info')).toBe(1);
  });
});
