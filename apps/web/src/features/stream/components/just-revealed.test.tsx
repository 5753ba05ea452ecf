import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { FakeEventSource, streamOpened } from '@/test/fake-event-source';
import { mockApi } from '@/test/api-fixtures';
import { renderApp } from '@/test/render-app';

const window_ = (starts_at: string, ends_at: string) => ({ starts_at, ends_at });
const settings = {
  phases: { applications: window_('2026-11-18T00:00:00Z', '2027-01-03T23:59:59Z'), voting: window_('2027-01-13T00:00:00Z', '2027-02-11T23:59:59Z'), live: window_('2027-02-20T20:00:00Z', '2027-02-20T23:00:00Z') },
  rounds: [
    { kind: 'longlist', ...window_('2027-01-13T00:00:00Z', '2027-01-31T22:59:59Z') },
    { kind: 'shortlist', ...window_('2027-02-03T00:00:00Z', '2027-02-11T23:59:59Z') },
  ],
  results_out: false,
  socials: [],
  stream: {
    main: { provider: 'twitch', channel: 'streamawards' },
    restreams: Object.fromEntries(['EN', 'SP', 'RU', 'PT'].map((code) => [code, { provider: 'twitch', channel: `streamawards_${code.toLowerCase()}` }])),
  },
  applications_open: false,
  voting_open: false,
};
/** The nominations as the site reads them, in the request's language. */
const nominations = (language: string) => [
  { id: 2, title: language === 'RU' ? 'Самая яркая реакция' : 'The brightest reaction', description: '' },
  { id: 3, title: language === 'RU' ? 'Кринж года' : 'Cringe of the year', description: '' },
];
/** The events as the server sends them: each names who won or was crowned. */
const megaWinMila = { nickname: 'Mega Win Mila', photo: '', result: 61.2345 };
const revealOf = (nominationId: number, winner: object | null) => ({ round_id: 2, nomination_id: nominationId, winner });
const crowned = { block_id: 1, legend: { streamer_id: 12, nickname: 'Bo', photo: 'legend-bo' } };
const blocks = [
  {
    id: 1,
    order_id: 1,
    closes_at: '2027-02-19T00:00:00Z',
    legend_streamer_id: 12,
    streamers: [
      { id: 11, photo: 'legend-ana', nickname: 'Ana', votes: 3, voted: false },
      { id: 12, photo: 'legend-bo', nickname: 'Bo', votes: 1, voted: false },
    ],
    translations: [
      { id: 1, title: 'Comeback of the year', description: '', Language: { ID: 1 } },
      { id: 2, title: 'Возвращение года', description: '', Language: { ID: 3 } },
    ],
  },
];

function serveShow() {
  const api = mockApi({ 'api/v2/settings': { status: 200, body: settings }, 'api/v2/loty/': { status: 200, body: blocks } });
  const fixture = api.fetch.getMockImplementation()!;
  api.fetch.mockImplementation(async (input, init) =>
    String(input).replace(/^\/+/, '') === 'api/v1/nomination/all' ? Response.json(nominations(new Headers(init?.headers).get('Accept-Language') ?? 'EN')) : fixture(input, init),
  );
  return api;
}

/** What the page asked the server for after the stream opened. */
const readsSince = (api: ReturnType<typeof mockApi>, before: number) => api.requests().slice(before).map((request) => request.path);

const panel = () => screen.getByRole('region', { name: /^(Just revealed|Только что объявлено)$/ });
const announcement = () => panel().querySelector('[aria-live="polite"]');

afterEach(async () => {
  await act(() => setLanguage('EN'));
});

describe('the stream page’s just revealed panel', () => {
  it('shows each winner the show reveals and each crowned legend, newest first, and says so politely', async () => {
    const api = serveShow();
    renderApp('/stream');
    expect(await screen.findByText('The winners appear here the moment the live show reveals them, without reloading the page.', {}, { timeout: 5000 })).toBeVisible();
    await streamOpened();
    const before = api.requests().length;

    act(() => FakeEventSource.emit('reveal', revealOf(2, megaWinMila), '1'));
    const card = (await within(panel()).findByRole('article', { name: 'The brightest reaction' })) as HTMLElement;
    expect(card).toHaveTextContent('Nomination');
    expect(card).toHaveTextContent('WinnerMega Win Mila');
    expect(card).toHaveTextContent('Result: 61.2 of 100');
    // Without a photo, the winner's initials.
    expect(within(card).getByText('MW')).toHaveAttribute('aria-hidden', 'true');
    expect(within(card).getByRole('link', { name: 'See the results' })).toHaveAttribute('href', '/voting/2');
    expect(announcement()).toHaveTextContent('Just revealed: The brightest reaction. The winner is Mega Win Mila.');
    // The event said it all: thousands of open pages ask the server nothing at the reveal.
    expect(readsSince(api, before)).toEqual([]);

    act(() => FakeEventSource.emit('legend', crowned, '2'));
    const legend = (await within(panel()).findByRole('article', { name: 'Comeback of the year' })) as HTMLElement;
    expect(legend).toHaveTextContent('Legends of the Year');
    expect(legend).toHaveTextContent('LegendBo');
    // The photo is decorative: the name is written beside it.
    expect(legend.querySelector('img')).toHaveAttribute('src', '/content/assets/legend-bo');
    expect(legend.querySelector('img')).toHaveAttribute('alt', '');
    expect(within(legend).getByRole('link', { name: 'All the legends' })).toHaveAttribute('href', '/loty');
    expect(within(panel()).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Comeback of the year', 'The brightest reaction']);
    expect(announcement()).toHaveTextContent('Just revealed: the legend of the block “Comeback of the year” is Bo.');
    // The blocks' titles are read once; the crowning replayed after a reconnection reads nothing more.
    expect(readsSince(api, before)).toEqual(['api/v2/loty/']);
    act(() => FakeEventSource.emit('legend', crowned, '3'));
    expect(readsSince(api, before)).toEqual(['api/v2/loty/']);
  });

  it('names no winner in a nomination nobody voted in or scored', async () => {
    serveShow();
    renderApp('/stream');
    await screen.findByText('The winners appear here the moment the live show reveals them, without reloading the page.', {}, { timeout: 5000 });
    await streamOpened();
    act(() => FakeEventSource.emit('reveal', revealOf(3, null), '1'));
    const card = (await within(panel()).findByRole('article', { name: 'Cringe of the year' })) as HTMLElement;
    expect(card).toHaveTextContent('No votes and no jury scores: no winner.');
    expect(card).not.toHaveTextContent('LagLord');
    expect(announcement()).toHaveTextContent('Just revealed: Cringe of the year. There is no winner.');
  });

  it("speaks the visitor's language: the panel's words, and the titles read in it", async () => {
    await act(() => setLanguage('RU'));
    const api = serveShow();
    renderApp('/stream');
    await screen.findByText('Победители появятся здесь, как только их объявят в прямом эфире, — перезагружать страницу не нужно.', {}, { timeout: 5000 });
    await streamOpened();
    act(() => {
      FakeEventSource.emit('reveal', revealOf(2, megaWinMila), '1');
      FakeEventSource.emit('legend', crowned, '2');
    });
    const card = (await within(panel()).findByRole('article', { name: 'Самая яркая реакция' })) as HTMLElement;
    expect(card).toHaveTextContent('ПобедительMega Win Mila');
    expect(card).toHaveTextContent('Результат: 61,2 из 100');
    expect(within(card).getByRole('link', { name: 'Смотреть результаты' })).toBeVisible();
    expect(api.requests().find((request) => request.path === 'api/v1/nomination/all')!.headers.get('Accept-Language')).toBe('RU');
    const legend = (await within(panel()).findByRole('article', { name: 'Возвращение года' })) as HTMLElement;
    expect(legend).toHaveTextContent('ЛегендаBo');
    expect(announcement()).toHaveTextContent('Только что объявлено: легенда блока «Возвращение года» — Bo.');
  });
});
