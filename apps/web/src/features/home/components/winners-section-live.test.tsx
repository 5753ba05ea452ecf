import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource, streamOpened } from '@/test/fake-event-source';
import { mockApi, phaseWindow, settingsFixture } from '@/test/api-fixtures';
import { renderApp } from '@/test/render-app';

const previousEdition = {
  winners: { source: 'previous_edition', items: [{ nomination_id: 1, nickname: 'GiggleGrenade', photo: 'winner-2025-1', link_to_page: 'https://twitch.example/giggle', edition: 2025 }] },
  leaderboard: [],
};
/** Added from applications: no photo. */
const nominee = { id: 9, nickname: 'NeonNook', photo: '', link_to_page: 'https://twitch.example/neonnook' };
const thisSeason = { winners: { source: 'current', items: [{ nomination_id: 2, nominee, votes: 120, percentage: 48.5, result: 61.2345 }] }, leaderboard: [] };

/** The live show began a quarter of an hour ago and ends in under three hours. */
const showTonight = { ...settingsFixture, phases: { ...settingsFixture.phases, live: phaseWindow(-0.01, 0.115) } };

/** Serves the home data as it stands on the server at the moment of each request, on the evening of the show unless `settings` say otherwise. */
function serveHome(settings: object = showTonight) {
  const server = { home: previousEdition as object };
  const api = mockApi({ 'api/v2/settings': { status: 200, body: settings } });
  const fixture = api.fetch.getMockImplementation()!;
  api.fetch.mockImplementation(async (input, init) => (String(input).replace(/^\/+/, '') === 'api/v2/home' ? Response.json(server.home) : fixture(input, init)));
  /** How each read of the home data used the browser's cache. */
  const reads = () => api.fetch.mock.calls.filter(([input]) => String(input).endsWith('api/v2/home')).map(([, init]) => init?.cache ?? 'default');
  return { server, reads };
}

const winners = () => document.querySelector<HTMLElement>('#winners-list')!;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the home page during the live show', () => {
  it("shows this season's winners when the show reveals a nomination, read past the browser's copy", async () => {
    const { server, reads } = serveHome();
    renderApp('/home');
    expect(await screen.findByRole('heading', { level: 3, name: /GiggleGrenade/ }, { timeout: 5000 })).toBeVisible();
    expect(reads()).toEqual(['default']);
    await streamOpened();

    server.home = thisSeason;
    act(() => FakeEventSource.emit('reveal', { round_id: 2, nomination_id: 2 }, '5'));
    expect(await screen.findByRole('heading', { level: 3, name: /NeonNook/ })).toBeVisible();
    expect(within(winners()).getByText("This season's winners")).toBeVisible();
    expect(within(winners()).getByText('The brightest reaction')).toBeVisible();
    expect(within(winners()).getByRole('img', { name: 'Photo of NeonNook' })).toHaveTextContent('NE');
    expect(reads()).toEqual(['default', 'reload']);
  });

  it('reads the leaderboard again when the show crowns a legend', async () => {
    const { server, reads } = serveHome();
    renderApp('/home');
    await screen.findByRole('heading', { level: 3, name: /GiggleGrenade/ }, { timeout: 5000 });
    await streamOpened();
    server.home = { ...previousEdition, leaderboard: [{ rank: 1, name: 'Lena Varga', correct: 1 }] };
    act(() => FakeEventSource.emit('legend', { block_id: 1 }, '6'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Leaderboard' })).toBeVisible();
    expect(screen.getByText('Lena Varga', { selector: '.leaderboard__name' })).toBeVisible();
    expect(reads()).toEqual(['default', 'reload']);
  });

  it('reads nothing on a reveal while the visitor is at the top of the page, far from the winners', async () => {
    // The place of the winners never nears the viewport: their section is not drawn.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    const { reads } = serveHome();
    renderApp('/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your favourite moments deserve the spotlight' })).toBeVisible();
    await streamOpened();
    act(() => FakeEventSource.emit('reveal', { round_id: 2, nomination_id: 2 }, '5'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(reads()).toEqual([]);
  });

  it('reads nothing on a reveal on a day far from the live show', async () => {
    const { reads } = serveHome(settingsFixture);
    renderApp('/home');
    expect(await screen.findByRole('heading', { level: 3, name: /GiggleGrenade/ }, { timeout: 5000 })).toBeVisible();
    await streamOpened();
    act(() => FakeEventSource.emit('reveal', { round_id: 2, nomination_id: 2 }, '5'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(reads()).toEqual(['default']);
  });
});
