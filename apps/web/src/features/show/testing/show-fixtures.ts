import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@/test/api-fixtures';
import { renderApp, testToken } from '@/test/render-app';

/** Pages load their code, the backstage's texts and the caller before they show. */
export const LOAD = { timeout: 5000 };

export const ORGANISER = { id: 1, name: 'Ada Lovelace', email: 'ada@example.com', roles: ['organiser'], second_factor: 'confirmed', verified: true };
export const MODERATOR = { ...ORGANISER, id: 2, name: 'Mo Derator', email: 'mo@example.com', roles: ['moderator'] };

export const ROOM_PATH = 'api/v2/backstage/show';
export const REVEAL_PATH = 'api/v2/backstage/show/reveal';
export const ORDER_PATH = 'api/v2/backstage/show/running-order';
export const RESET_PATH = 'api/v2/backstage/show/rehearsal/reset';
export const holdPath = (nominationId: number) => `api/v2/backstage/show/running-order/${nominationId}/hold`;
export const legendPath = (blockId: number) => `api/v2/backstage/show/legends/${blockId}/reveal`;

/** The site's nominations: three, so the running order has a middle. */
export const NOMINATIONS = [
  { id: 1, title: 'Most hilarious reaction', description: '' },
  { id: 2, title: 'The brightest reaction', description: '' },
  { id: 3, title: 'Cringe of the year', description: '' },
];

export const nomination = (id: number, fields: Record<string, unknown> = {}) => ({ nomination_id: id, revealed_at: null, rehearsed: false, held_back: false, unvoted: false, ...fields });
export const legend = (id: number, title: string, fields: Record<string, unknown> = {}) => ({ block_id: id, order_id: id, title, revealed_at: null, rehearsed: false, ...fields });

/** The control room on the wire: the sealed shortlist, nothing revealed, nominations 1, 2, 3 in that order, two Legends blocks. */
export const room = (fields: Record<string, unknown> = {}, round: Record<string, unknown> = {}) => ({
  round: { id: 2, kind: 'shortlist', status: 'closed', sealed: true, reveals_at: '2027-02-20T20:00:00Z', ...round },
  running_order: [nomination(1), nomination(2), nomination(3)],
  legends: [legend(4, 'Legend of the chat'), legend(5, 'Legend of the stream')],
  ...fields,
});

/** Now, as the API writes times: a reveal that just happened. */
export const justNow = () => new Date().toISOString();

type Overrides = Parameters<typeof mockApi>[0];

/** The control room, signed in as `self`, with the API answering from `overrides` (which a test may change). */
export async function openShow(overrides: Overrides = {}, { self = ORGANISER as object, path = '/backstage/show' } = {}) {
  const answers: Overrides = { 'api/v2/backstage/me': { status: 200, body: self }, 'api/v1/nomination/all': { status: 200, body: NOMINATIONS }, [ROOM_PATH]: { status: 200, body: room() }, ...overrides };
  const api = mockApi(answers);
  localStorage.setItem('token', testToken());
  const user = userEvent.setup();
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1 }, LOAD);
  return { api, user, answers, ...view };
}

/** Every request the page made other than reads: method, path and the JSON body. */
export const writes = (api: ReturnType<typeof mockApi>) =>
  api.fetch.mock.calls
    .map(([input, init]) => ({ method: init?.method ?? 'GET', path: new URL(String(input), 'http://localhost').pathname.replace(/^\/+/, ''), body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined }))
    .filter((call) => call.method !== 'GET');

/** How many times the page read `path`. */
export const readsOf = (api: ReturnType<typeof mockApi>, path: string) => api.requests().filter((request) => request.path === path).length;

export const refusal = (status: number, code: string, message: string) => ({ status, body: { statusCode: status, code, message } });

export { resetSession } from '@/test/backstage-session';
