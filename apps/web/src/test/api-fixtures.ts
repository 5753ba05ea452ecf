import { vi } from 'vitest';

/** Content and API answers shaped like the seeded server's, in two languages where it matters. */
const row = (code: string, texts: Record<string, string>) => ({ id: 1, languages_code: code, ...texts });

const DAY_MS = 86_400_000;
/** A phase from `from` to `to` days away from now: a season that is always under way when a test runs. */
export const phaseWindow = (from: number, to: number) => ({ starts_at: new Date(Date.now() + from * DAY_MS).toISOString(), ends_at: new Date(Date.now() + to * DAY_MS).toISOString() });

/** The general settings: applications open, the two voting rounds within the voting phase, the live show three months away. */
export const settingsFixture = {
  phases: {
    applications: phaseWindow(-7, 40),
    voting: phaseWindow(47, 75),
    live: phaseWindow(88, 88.125),
  },
  rounds: [
    { kind: 'longlist', ...phaseWindow(47, 60) },
    { kind: 'shortlist', ...phaseWindow(62, 75) },
  ],
  results_out: false,
  socials: [
    { network: 'youtube', url: 'https://youtube.example/@awards' },
    { network: 'discord', url: 'https://discord.example/awards' },
  ],
  stream: {
    main: { provider: 'twitch', channel: 'awards' },
    restreams: { EN: { provider: 'twitch', channel: 'awards' }, SP: { provider: 'twitch', channel: 'awards_es' }, RU: { provider: 'twitch', channel: 'awards_ru' }, PT: { provider: 'twitch', channel: 'awards_pt' } },
  },
  community_url: 'https://community.example/join',
  applications_open: true,
  voting_open: false,
};

const fixtures: Record<string, unknown> = {
  'api/v1/nomination/all': [
    { id: 1, title: 'Most hilarious reaction', description: '' },
    { id: 2, title: 'The brightest reaction', description: '' },
  ],
  'api/v2/application/': [
    { id: 1, nickname: 'GiggleGrenade', status: 'in_progress', link_to_page: 'https://twitch.example/giggle', link_to_media: 'https://clips.example/1', video_id: null, comments: null, nomination_id: 1, time_code: null, created_at: '2026-11-20T10:00:00Z' },
    { id: 2, nickname: 'SparkVixen', status: 'approved', link_to_page: 'https://kick.example/spark', link_to_media: null, video_id: '0b7a3c52-3f1e-4d7a-9a55-2f0c1d6e8b41', comments: 'Pure joy', nomination_id: 2, time_code: '01:02:03', created_at: '2026-11-21T10:00:00Z' },
  ],
  'api/v2/user/me': { id: 7, name: 'Lena Varga', email: 'lena@example.com', stats: { applications: 2, votes: 5, guesses: 1 } },
  'api/v2/settings': settingsFixture,
  'content/items/timer': {
    data: {
      end_datetime: '2027-01-03T23:59:59Z',
      translations: [row('EN', { top_title: 'Applications close in', timer_days: 'days' }), row('RU', { top_title: 'До конца приёма заявок', description: 'Успейте отправить любимые моменты стримов.', timer_days: '' })],
    },
  },
  'content/items/key_dates': {
    data: [
      { id: 1, sort: 1, translations: [row('EN', { title: 'APPLY', dates: 'NOV 18 – JAN 3', description: 'Choose.\n\nWait 60 hours.' })] },
      { id: 2, sort: 2, translations: [row('EN', { title: '', dates: '', description: '' })] },
    ],
  },
  'content/items/faq': { data: [{ id: 1, translations: [row('EN', { question: 'Who can apply?', answer: 'Anyone aged 18 or over.' })] }] },
  'content/items/Rules': { data: [{ id: 1, translations: [row('EN', { title: 'Season dates', text: 'Applications until 3 January.' })] }] },
  'content/items/highlights': {
    data: [
      { id: 1, year: 2024, applications: 88_000, votes: 281_000, viewers: 500_000 },
      { id: 2, year: 2023, applications: 75_000, votes: 230_000, viewers: 420_000 },
    ],
  },
  'content/items/partners': { data: [{ id: 1, logo: 'partner-1', name: 'Orbitcast', url: 'https://orbitcast.example' }] },
  'content/items/judges': { data: [{ id: 1, photo: 'judge-1', translations: [row('EN', { name: 'Lena Varga', role: 'Head of the jury', description: '' })] }] },
};

export interface MockApi {
  fetch: ReturnType<typeof vi.fn<typeof fetch>>;
  /** The requests made so far: path (without the leading slash and query) and their headers. */
  requests: () => { path: string; headers: Headers }[];
}

/** Answers the app's requests from the fixtures; `overrides` replace an answer by path, with a status. */
export function mockApi(overrides: Record<string, { status: number; body?: unknown }> = {}): MockApi {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const path = String(input).replace(/^\/+/, '').split('?')[0]!;
    const override = overrides[path];
    const status = override?.status ?? (path in fixtures ? 200 : 404);
    const body = override ? override.body ?? { statusCode: status, code: 'error', message: 'Failed' } : fixtures[path] ?? { statusCode: 404, code: 'not_found', message: 'Not found' };
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetch: fetchMock,
    requests: () => fetchMock.mock.calls.map(([input, init]) => ({ path: String(input).replace(/^\/+/, '').split('?')[0]!, headers: new Headers(init?.headers) })),
  };
}
