import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@/test/api-fixtures';
import { renderApp, testToken } from '@/test/render-app';
import { seasonRound } from '@/test/season-fixtures';

/** Pages load their code, the backstage's texts and the caller before they show. */
export const LOAD = { timeout: 5000 };

const ORGANISER = { id: 1, name: 'Ada Lovelace', email: 'ada@example.com', roles: ['organiser'], second_factor: 'confirmed', verified: true };

const DECEMBER = { starts_at: '2026-12-01T00:00:00Z', ends_at: '2026-12-08T00:00:00Z', reveals_at: '2026-12-10T00:00:00Z' };

export const SEAL = { sealed_at: '2026-12-08T12:00:00Z', digest: 'a'.repeat(64) };

/** Round 1, the longlist, open for votes; round 2, the shortlist, to come. */
export const season = (longlist: Record<string, unknown> = { status: 'open' }) => ({
  applications: { starts_at: '2026-11-01T00:00:00Z', ends_at: '2026-11-30T00:00:00Z' },
  live: { starts_at: '2026-12-20T18:00:00Z', ends_at: '2026-12-20T22:00:00Z' },
  rounds: [seasonRound(1, { ...DECEMBER, ...longlist }), seasonRound(2, DECEMBER)],
});

export const nominee = (id: number, nickname: string, fields: Record<string, unknown> = {}) => ({
  id,
  nickname,
  photo: `https://images.example/${nickname.toLowerCase()}.jpg`,
  link_to_page: `https://www.twitch.tv/${nickname.toLowerCase()}`,
  application_id: id + 100,
  entries: 1,
  wildcard: false,
  demo: false,
  has_votes: false,
  ...fields,
});

/** GiggleGrenade (two entries), SparkVixen (no photo, already voted for), CalmCat (added by hand). */
export const NOMINEES = [
  nominee(11, 'GiggleGrenade', { entries: 2 }),
  nominee(12, 'SparkVixen', { photo: '', has_votes: true }),
  nominee(13, 'CalmCat', { application_id: null, entries: 0 }),
];

export const MOON_MOTH = { page_key: 'twitch.tv/moonmoth', nickname: 'MoonMoth', link_to_page: 'https://www.twitch.tv/moonmoth', entries: 3, application_id: 201, nominee_id: null };

/** The longlist's board in nomination 1, round open. */
export const board = (fields: Record<string, unknown> = {}) => ({
  round: { id: 1, kind: 'longlist', status: 'open', sealed: false },
  nomination_id: 1,
  nominees: NOMINEES,
  entry_candidates: [MOON_MOTH],
  standing_candidates: null,
  ...fields,
});

const standing = (nominee_id: number, nickname: string, rank: number, result: number) => ({ nominee_id, nickname, rank, result, tied: false, chosen: false });

/** The shortlist's board in nomination 1: empty, from the longlist's standings, CalmCat and MoonMoth tied in third and fourth place. */
export const shortlistBoard = (fields: Record<string, unknown> = {}) => ({
  round: { id: 2, kind: 'shortlist', status: 'upcoming', sealed: false },
  nomination_id: 1,
  nominees: [],
  entry_candidates: [],
  standing_candidates: [
    standing(11, 'GiggleGrenade', 1, 61.25),
    standing(12, 'SparkVixen', 2, 48.5),
    { ...standing(13, 'CalmCat', 3, 40), tied: true },
    { ...standing(14, 'MoonMoth', 4, 40), tied: true },
    standing(15, 'NightOwl', 5, 12.75),
  ],
  ...fields,
});

export const BOARD_PATH = 'api/v2/backstage/rounds/1/nominations/1/nominees';

type Answer = { status: number; body?: unknown };

/**
 * The backstage at `path` as an organiser. `reads` answer GETs by path (the season and a board
 * included); `writes` answer other methods by `METHOD path`, since a board's read and its
 * additions share a path.
 */
export async function openNominees(path: string, reads: Record<string, Answer> = {}, writes: Record<string, Answer> = {}) {
  const api = mockApi({ 'api/v2/backstage/me': { status: 200, body: ORGANISER }, 'api/v2/backstage/season': { status: 200, body: season() }, ...reads });
  const read = api.fetch.getMockImplementation()!;
  api.fetch.mockImplementation(async (input, init) => {
    const answer = writes[`${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname.replace(/^\/+/, '')}`];
    return answer ? new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } }) : read(input, init);
  });
  localStorage.setItem('token', testToken());
  const user = userEvent.setup();
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Nominees' }, LOAD);
  return { api, user, ...view };
}

export { layOutRows, resetSession, sent } from '@/test/backstage-session';
