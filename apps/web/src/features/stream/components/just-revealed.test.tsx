import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { FakeEventSource, streamOpened } from '@/test/fake-event-source';
import { mockApi } from '@/test/api-fixtures';
import { renderApp } from '@/test/render-app';

const window_ = (starts_at: string, ends_at: string) => ({ starts_at, ends_at });
const settings = {
  phases: { applications: window_('2026-11-18T00:00:00Z', '2027-01-03T23:59:59Z'), voting: window_('2027-01-13T00:00:00Z', '2027-02-11T23:59:59Z'), live: window_('2027-02-20T20:00:00Z', '2027-02-20T23:00:00Z') },
  socials: [],
  stream: {
    main: { provider: 'twitch', channel: 'streamawards' },
    restreams: Object.fromEntries(['EN', 'SP', 'RU', 'PT'].map((code) => [code, { provider: 'twitch', channel: `streamawards_${code.toLowerCase()}` }])),
  },
  applications_open: false,
  voting_open: false,
};
const round = { id: 2, kind: 'shortlist', starts_at: '2027-02-03T00:00:00Z', ends_at: '2027-02-11T23:59:59Z', reveals_at: '2027-02-20T20:00:00Z', live_reveal: true, status: 'closed', seal: null };
const nominee = (id: number, nickname: string, photo: string) => ({ id, nickname, photo, link_to_page: `https://twitch.tv/${nickname}`, clip: null, time_code: null });
const result = (nominee_id: number, rank: number, value: number) => ({ nominee_id, rank, votes: 0, percentage: 0, jury_mean: null, result: value, tied: false });
const decision = (decided_by: string) => ({ weights: { audience: 70, jury: 30 }, tie_break: 'audience_then_jury', decided_by });

/** Voting pages as the server answers them after the reveal, the title in the request's language. */
const pages: Record<string, (language: string) => object> = {
  'api/v2/voting/2': (language) => ({
    nomination: { id: 2, title: language === 'RU' ? 'Самая яркая реакция' : 'The brightest reaction' },
    round,
    nominees: [nominee(11, 'TurboTiago', 'nominee-turbotiago'), nominee(12, 'Mega Win Mila', '')],
    my_vote: null,
    results: [result(12, 1, 61.2345), result(11, 2, 38.7655)],
    decision: decision('result'),
  }),
  'api/v2/voting/3': () => ({ nomination: { id: 3, title: 'Cringe of the year' }, round, nominees: [nominee(13, 'LagLord', 'nominee-laglord')], my_vote: null, results: [result(13, 1, 0)], decision: decision('none') }),
};
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
  api.fetch.mockImplementation(async (input, init) => {
    const page = pages[String(input).replace(/^\/+/, '')];
    return page ? Response.json(page(new Headers(init?.headers).get('Accept-Language') ?? 'EN')) : fixture(input, init);
  });
  return api;
}

const panel = () => screen.getByRole('region', { name: /^(Just revealed|Только что объявлено)$/ });
const announcement = () => panel().querySelector('[aria-live="polite"]');

afterEach(async () => {
  await act(() => setLanguage('EN'));
});

describe('the stream page’s just revealed panel', () => {
  it('shows each winner the show reveals and each crowned legend, newest first, and says so politely', async () => {
    serveShow();
    renderApp('/stream');
    expect(await screen.findByText('The winners appear here the moment the live show reveals them, without reloading the page.', {}, { timeout: 5000 })).toBeVisible();
    await streamOpened();

    act(() => FakeEventSource.emit('reveal', { round_id: 2, nomination_id: 2 }, '1'));
    const card = (await within(panel()).findByRole('article', { name: 'The brightest reaction' })) as HTMLElement;
    expect(card).toHaveTextContent('Nomination');
    expect(card).toHaveTextContent('WinnerMega Win Mila');
    expect(card).toHaveTextContent('Result: 61.2 of 100');
    // Without a photo, the winner's initials.
    expect(within(card).getByText('MW')).toHaveAttribute('aria-hidden', 'true');
    expect(within(card).getByRole('link', { name: 'See the results' })).toHaveAttribute('href', '/voting/2');
    expect(announcement()).toHaveTextContent('Just revealed: The brightest reaction. The winner is Mega Win Mila.');

    act(() => FakeEventSource.emit('legend', { block_id: 1 }, '2'));
    const legend = (await within(panel()).findByRole('article', { name: 'Comeback of the year' })) as HTMLElement;
    expect(legend).toHaveTextContent('Legends of the Year');
    expect(legend).toHaveTextContent('LegendBo');
    // The photo is decorative: the name is written beside it.
    expect(legend.querySelector('img')).toHaveAttribute('src', '/content/assets/legend-bo');
    expect(legend.querySelector('img')).toHaveAttribute('alt', '');
    expect(within(legend).getByRole('link', { name: 'All the legends' })).toHaveAttribute('href', '/loty');
    expect(within(panel()).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Comeback of the year', 'The brightest reaction']);
    expect(announcement()).toHaveTextContent('Just revealed: the legend of the block “Comeback of the year” is Bo.');
  });

  it('names no winner in a nomination nobody voted in or scored', async () => {
    serveShow();
    renderApp('/stream');
    await screen.findByText('The winners appear here the moment the live show reveals them, without reloading the page.', {}, { timeout: 5000 });
    await streamOpened();
    act(() => FakeEventSource.emit('reveal', { round_id: 2, nomination_id: 3 }, '1'));
    const card = (await within(panel()).findByRole('article', { name: 'Cringe of the year' })) as HTMLElement;
    expect(card).toHaveTextContent('No votes and no jury scores: no winner.');
    expect(card).not.toHaveTextContent('LagLord');
    expect(announcement()).toHaveTextContent('Just revealed: Cringe of the year. There is no winner.');
  });

  it("speaks the visitor's language: the panel's words, and the titles asked for in it", async () => {
    await act(() => setLanguage('RU'));
    const api = serveShow();
    renderApp('/stream');
    await screen.findByText('Победители появятся здесь, как только их объявят в прямом эфире, — перезагружать страницу не нужно.', {}, { timeout: 5000 });
    await streamOpened();
    act(() => {
      FakeEventSource.emit('reveal', { round_id: 2, nomination_id: 2 }, '1');
      FakeEventSource.emit('legend', { block_id: 1 }, '2');
    });
    const card = (await within(panel()).findByRole('article', { name: 'Самая яркая реакция' })) as HTMLElement;
    expect(card).toHaveTextContent('ПобедительMega Win Mila');
    expect(card).toHaveTextContent('Результат: 61,2 из 100');
    expect(within(card).getByRole('link', { name: 'Смотреть результаты' })).toBeVisible();
    expect(api.requests().find((request) => request.path === 'api/v2/voting/2')!.headers.get('Accept-Language')).toBe('RU');
    const legend = (await within(panel()).findByRole('article', { name: 'Возвращение года' })) as HTMLElement;
    expect(legend).toHaveTextContent('ЛегендаBo');
    expect(announcement()).toHaveTextContent('Только что объявлено: легенда блока «Возвращение года» — Bo.');
  });
});
