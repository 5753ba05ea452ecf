import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { mockApi } from '@/test/api-fixtures';
import { renderApp } from '@/test/render-app';

const START = '2027-02-20T20:00:00.000Z';
const END = '2027-02-20T23:00:00.000Z';
const window_ = (starts_at: string, ends_at: string) => ({ starts_at, ends_at });

/** The settings as the server sends them, with the seed's channels: YouTube's given by a handle. */
const settings = (main = { provider: 'twitch', channel: 'streamawards' }) => ({
  phases: { applications: window_('2026-11-18T00:00:00Z', '2027-01-03T23:59:59Z'), voting: window_('2027-01-13T00:00:00Z', '2027-02-11T23:59:59Z'), live: window_(START, END) },
  rounds: [
    { kind: 'longlist', ...window_('2027-01-13T00:00:00Z', '2027-01-31T22:59:59Z') },
    { kind: 'shortlist', ...window_('2027-02-03T00:00:00Z', '2027-02-11T23:59:59Z') },
  ],
  results_out: false,
  socials: [],
  stream: {
    main,
    restreams: {
      EN: { provider: 'youtube', channel: 'streamawards-en' },
      SP: { provider: 'kick', channel: 'streamawards-es' },
      RU: { provider: 'twitch', channel: 'streamawards_ru' },
      PT: { provider: 'kick', channel: 'streamawards-pt' },
    },
  },
  applications_open: false,
  voting_open: false,
});

/** The page's code is its own chunk: the first render waits for it. */
const LAZY = { timeout: 5000 };
const zone = process.env.TZ;

/** Opens the stream page at `now`; only the clock's date and its intervals are faked, so the page's code still loads. */
async function openStream(now: string, body: object = settings()) {
  vi.useFakeTimers({ now: Date.parse(now), toFake: ['Date', 'setInterval', 'clearInterval'] });
  mockApi({ 'api/v2/settings': { status: 200, body } });
  const view = renderApp('/stream');
  await screen.findByRole('heading', { level: 2, name: /Main stream|Основная трансляция/ }, LAZY);
  return view;
}

const status = () => screen.getByRole('status');
const frames = () => document.querySelectorAll('iframe');

beforeEach(() => {
  process.env.TZ = 'Europe/Berlin';
});

afterEach(async () => {
  vi.useRealTimers();
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
  await act(() => setLanguage('EN'));
});

describe('the stream page', () => {
  it("shows the show upcoming, its start in the visitor's zone, and the main stream behind a click", async () => {
    await openStream('2027-02-01T12:00:00Z');
    expect(status()).toHaveTextContent('Upcoming');
    expect(screen.getByText('The show starts on', { exact: false })).toHaveTextContent('The show starts on February 20, 2027 at 9:00 PM (CET)');
    expect(within(screen.getByRole('main')).getByRole('timer', { name: 'The live show starts in' })).toBeVisible();
    expect(frames()).toHaveLength(0);

    const main = screen.getByRole('region', { name: 'Main stream' });
    expect(main).toHaveTextContent('Nothing loads from Twitch until you press the button.');
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(within(main).getByRole('button', { name: 'Load the Twitch player' }));
    const player = within(main).getByTitle('Main stream (Twitch player)');
    expect(player).toHaveAttribute('src', 'https://player.twitch.tv/?channel=streamawards&parent=localhost');
    expect(within(main).getByRole('link', { name: /^Watch on Twitch/ })).toHaveAttribute('href', 'https://www.twitch.tv/streamawards');
  });

  it("keeps a YouTube channel given by its handle a link out, saying why, and lists the other languages' restreams", async () => {
    await openStream('2027-02-01T12:00:00Z');
    const own = screen.getByRole('region', { name: 'Restream in English' });
    expect(own).toHaveTextContent('This channel can only be watched on YouTube.');
    expect(within(own).queryByRole('button')).toBeNull();
    expect(within(own).getByRole('link', { name: /^Watch on YouTube/ })).toHaveAttribute('href', 'https://www.youtube.com/@streamawards-en/live');

    const others = screen.getByRole('region', { name: 'Restreams in other languages' });
    expect(within(others).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Restream in Spanish', 'Restream in Russian', 'Restream in Portuguese']);
    expect(within(others).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['https://kick.com/streamawards-es', 'https://www.twitch.tv/streamawards_ru', 'https://kick.com/streamawards-pt']);
  });

  it('turns live at the start and over at the end while the page is open', async () => {
    await openStream('2027-02-20T19:59:58Z');
    expect(status()).toHaveTextContent('Upcoming');
    act(() => vi.advanceTimersByTime(2000));
    expect(status()).toHaveTextContent('Live now');
    expect(screen.getByText('The show started on', { exact: false })).toBeVisible();
    expect(within(screen.getByRole('main')).queryByRole('timer')).toBeNull();
    act(() => vi.advanceTimersByTime(3 * 60 * 60 * 1000));
    expect(status()).toHaveTextContent('The show is over');
    expect(screen.getByText('The show took place on', { exact: false })).toBeVisible();
  });

  it("plays the main stream and the visitor's own restream in Russian, the time in the visitor's zone", async () => {
    process.env.TZ = 'Europe/Moscow';
    await act(() => setLanguage('RU'));
    await openStream('2027-02-20T21:00:00Z');
    expect(status()).toHaveTextContent('Сейчас в эфире');
    expect(screen.getByText('Эфир начался', { exact: false })).toHaveTextContent('Эфир начался 20 февраля 2027 г. в 23:00 (Москва)');
    expect(screen.getAllByRole('button', { name: 'Загрузить плеер Twitch' })).toHaveLength(2);
    const own = screen.getByRole('region', { name: 'Ретрансляция: русский' });
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(within(own).getByRole('button', { name: 'Загрузить плеер Twitch' }));
    expect(within(own).getByTitle('Ретрансляция: русский (плеер Twitch)')).toHaveAttribute('src', 'https://player.twitch.tv/?channel=streamawards_ru&parent=localhost');
    expect(frames()).toHaveLength(1);
  });

  it('shows a channel on a provider it does not know without a player or a link', async () => {
    await openStream('2027-02-01T12:00:00Z', settings({ provider: 'Vimeo', channel: 'awards-live' }));
    const main = screen.getByRole('region', { name: 'Main stream' });
    expect(main).toHaveTextContent('Vimeo · awards-live');
    expect(within(main).queryByRole('button')).toBeNull();
    expect(within(main).queryByRole('link')).toBeNull();
  });

  it('says so when the channels cannot be read', async () => {
    mockApi({ 'api/v2/settings': { status: 500 } });
    renderApp('/stream');
    expect(await screen.findByText('The stream channels could not be loaded. Try again later.', {}, LAZY)).toBeVisible();
  });
});
