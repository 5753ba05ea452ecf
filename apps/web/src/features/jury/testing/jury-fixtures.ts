import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@/test/api-fixtures';
import { renderApp, testToken } from '@/test/render-app';

/** Pages load their code, the backstage's texts and the caller before they show. */
export const LOAD = { timeout: 5000 };

/** Callers as GET /api/v2/backstage/me answers, their second factor confirmed and given. */
export const ORGANISER = { id: 1, name: 'Ada Lovelace', email: 'ada@example.com', roles: ['organiser'], second_factor: 'confirmed', verified: true };
export const MODERATOR = { ...ORGANISER, id: 2, name: 'Mo Derator', email: 'mo@example.com', roles: ['moderator'] };
export const JUDGE = { ...ORGANISER, id: 5, name: 'Jo Judge', email: 'jo@example.com', roles: ['judge'] };

/** A judging task on the wire: nomination 1 (Most hilarious reaction) of the longlist, round 1. */
export const task = (fields: Record<string, unknown> = {}) => ({
  round_id: 1,
  round_kind: 'longlist',
  nomination_id: 1,
  nominees: 3,
  scored: 1,
  conflict_declared_at: null,
  sealed: false,
  ...fields,
});

export const nominee = (id: number, fields: Record<string, unknown> = {}) => ({
  id,
  nickname: `Streamer${id}`,
  photo: `https://images.example/streamer${id}.jpg`,
  link_to_page: `https://www.twitch.tv/streamer${id}`,
  clip: { kind: 'embed', provider: 'twitch', url: `https://player.twitch.tv/?video=v${id}&t=0h1m2s`, start_seconds: 62 },
  time_code: '1:02',
  my_score: null,
  ...fields,
});

/** The sheet of task(): three nominees, the first already scored 7. */
export const sheet = (taskFields: Record<string, unknown> = {}, fields: Record<string, unknown> = {}) => ({
  task: task(taskFields),
  conflict_note: null,
  nominees: [nominee(11, { nickname: 'GiggleGrenade', my_score: 7 }), nominee(12, { nickname: 'SparkVixen' }), nominee(13, { nickname: 'CalmCat', clip: null, time_code: null })],
  ...fields,
});

type Overrides = Parameters<typeof mockApi>[0];

/** A backstage page at `path`, signed in as `self`, with the API answering from `overrides`. */
export async function openBackstage(path: string, overrides: Overrides = {}, self: object = JUDGE) {
  const api = mockApi({ 'api/v2/backstage/me': { status: 200, body: self }, ...overrides });
  localStorage.setItem('token', testToken());
  const user = userEvent.setup();
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1 }, LOAD);
  return { api, user, ...view };
}

/** Every request the page made other than reads: method, path and the JSON body. */
export const writes = (api: ReturnType<typeof mockApi>) =>
  api.fetch.mock.calls
    .map(([input, init]) => ({ method: init?.method ?? 'GET', path: new URL(String(input), 'http://localhost').pathname.replace(/^\/+/, ''), body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined }))
    .filter((call) => call.method !== 'GET');

/** Holds every answer to `method` requests to `path` until `release()`, to see the page while a write is on its way. */
export function holdWrites(api: ReturnType<typeof mockApi>, method: string, path: string) {
  const answer = api.fetch.getMockImplementation()!;
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  api.fetch.mockImplementation(async (input, init) => {
    if (init?.method === method && new URL(String(input), 'http://localhost').pathname === `/${path}`) await held;
    return answer(input, init);
  });
  return { release: () => act(release) };
}

export { resetSession } from '@/test/backstage-session';
