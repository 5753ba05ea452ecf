import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@/test/api-fixtures';
import { renderApp, testToken } from '@/test/render-app';
import { seasonOf, seasonRound } from '@/test/season-fixtures';

/** Pages load their code, the backstage's texts and the caller before they show. */
export const LOAD = { timeout: 5000 };

/** Callers as GET /api/v2/backstage/me answers, their second factor confirmed and given. */
export const ORGANISER = { id: 1, name: 'Ada Lovelace', email: 'ada@example.com', roles: ['organiser'], second_factor: 'confirmed', verified: true };

/** A season whose dates all agree: applications, a longlist, a shortlist revealed in the live show, the show. */
export const season = (rounds = [seasonRound(1), seasonRound(2, { starts_at: '2027-02-01T09:00:00Z', ends_at: '2027-02-14T22:59:00Z', reveals_at: '2027-02-20T20:00:00Z', live_reveal: true })]) => seasonOf(rounds);

type Overrides = Parameters<typeof mockApi>[0];

/**
 * A backstage page at `path`, signed in as an organiser, with the API answering from `overrides`;
 * the answers it returns can be changed while the page is open.
 */
export async function openBackstage(path: string, overrides: Overrides = {}) {
  const answers: Overrides = { 'api/v2/backstage/me': { status: 200, body: ORGANISER }, ...overrides };
  const api = mockApi(answers);
  localStorage.setItem('token', testToken());
  const user = userEvent.setup();
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1 }, LOAD);
  return { api, user, answers, ...view };
}

/** mockApi answers a path the same whatever the method: this gives `method` requests to `path` their own answer. */
export function answerWrites(api: ReturnType<typeof mockApi>, method: string, path: string, status: number, body: unknown) {
  const reads = api.fetch.getMockImplementation()!;
  api.fetch.mockImplementation(async (input, init) =>
    init?.method === method && new URL(String(input), 'http://localhost').pathname === `/${path}`
      ? new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
      : reads(input, init),
  );
}

/** Every request the page made other than reads: method, path and the JSON body. */
export const writes = (api: ReturnType<typeof mockApi>) =>
  api.fetch.mock.calls
    .map(([input, init]) => ({ method: init?.method ?? 'GET', path: new URL(String(input), 'http://localhost').pathname.replace(/^\/+/, ''), body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined }))
    .filter((call) => call.method !== 'GET');

export { resetSession } from '@/test/backstage-session';
export { SEAL, SEASON_PATH, seasonRound } from '@/test/season-fixtures';
