import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@/test/api-fixtures';
import { renderApp, testToken } from '@/test/render-app';

/** Pages load their code, the backstage's texts and the caller before they show. */
export const LOAD = { timeout: 5000 };

const HOUR = 3_600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

/** Callers as GET /api/v2/backstage/me answers, their second factor confirmed and given. */
export const ORGANISER = { id: 1, name: 'Ada Lovelace', email: 'ada@example.com', roles: ['organiser'], second_factor: 'confirmed', verified: true };
export const MODERATOR = { ...ORGANISER, id: 2, name: 'Mo Derator', email: 'mo@example.com', roles: ['moderator'] };

/** Queue rows on the wire, as the API sends them. */
export const row = (id: number, fields: Record<string, unknown> = {}) => ({
  id,
  nomination_id: 1,
  nickname: `Streamer${id}`,
  link_to_page: `https://www.twitch.tv/streamer${id}`,
  link_to_media: `https://clips.twitch.tv/Moment${id}`,
  has_video: false,
  applicant_id: 7,
  applicant_name: 'Lena Varga',
  applicant_email: 'lena@example.com',
  language: 'EN',
  status: 'in_progress',
  created_at: hoursAgo(10),
  overdue: false,
  ...fields,
});

export const QUEUE = {
  items: [
    row(1, { nickname: 'GiggleGrenade', created_at: hoursAgo(41) }),
    row(2, { nickname: 'SparkVixen', nomination_id: 2, applicant_name: 'Ivan Petrov', applicant_email: 'ivan@example.ru', language: 'RU', created_at: hoursAgo(70), overdue: true }),
    row(3, { nickname: 'CalmCat', status: 'approved', link_to_media: null, has_video: true }),
  ],
  total: 3,
  overdue_count: 1,
  page: 1,
  page_size: 50,
};

type Overrides = Parameters<typeof mockApi>[0];

/** A backstage page at `path`, signed in as `self`, with the API answering from `overrides`. */
export async function openBackstage(path: string, overrides: Overrides = {}, self: object = ORGANISER) {
  const api = mockApi({ 'api/v2/backstage/me': { status: 200, body: self }, 'api/v2/backstage/entries': { status: 200, body: QUEUE }, ...overrides });
  localStorage.setItem('token', testToken());
  const user = userEvent.setup();
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1 }, LOAD);
  return { api, user, ...view };
}

/** Every request the page made: method, path with its query, and the JSON body. */
export const requests = (api: ReturnType<typeof mockApi>) =>
  api.fetch.mock.calls.map(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return { method: init?.method ?? 'GET', path: url.pathname.replace(/^\/+/, ''), query: Object.fromEntries(url.searchParams), body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined };
  });

/** mockApi answers a path the same whatever the method: this gives `method` requests to `path` their own answer. */
export function answerWrites(api: ReturnType<typeof mockApi>, method: string, path: string, status: number, body: unknown) {
  const reads = api.fetch.getMockImplementation()!;
  api.fetch.mockImplementation(async (input, init) =>
    init?.method === method && new URL(String(input), 'http://localhost').pathname === `/${path}`
      ? new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
      : reads(input, init),
  );
}

export { resetSession } from '@/test/backstage-session';
