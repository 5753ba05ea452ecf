import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@/test/api-fixtures';
import { renderApp, testToken } from '@/test/render-app';
import { SEAL, SEASON_PATH, seasonOf, seasonRound } from '@/test/season-fixtures';

/** Pages load their code, the backstage's texts and the caller before they show. */
export const LOAD = { timeout: 5000 };

export const ORGANISER = { id: 1, name: 'Ada Lovelace', email: 'ada@example.com', roles: ['organiser'], second_factor: 'confirmed', verified: true };

export const sealPath = (roundId: number) => `api/v2/backstage/rounds/${roundId}/seal`;
export const standingsPath = (roundId: number) => `api/v2/backstage/rounds/${roundId}/standings`;

/** The season on the wire: a longlist that has closed (unsealed unless `longlist` says), and an upcoming shortlist revealed in the live show. */
export const season = (longlist: Record<string, unknown> = {}) =>
  seasonOf([
    seasonRound(1, { status: 'closed', ...longlist }),
    seasonRound(2, { starts_at: '2027-02-01T09:00:00Z', ends_at: '2027-02-14T22:59:00Z', reveals_at: '2027-02-20T20:00:00Z', audience_weight: 60, jury_weight: 40, tie_break: 'jury_then_audience', live_reveal: true }),
  ]);

const standing = (rank: number, nomineeId: number, nickname: string, fields: Record<string, unknown>) => ({
  rank,
  nominee_id: nomineeId,
  nickname,
  votes: 0,
  audience_share: 0,
  jury_scores: 0,
  jury_sum: 0,
  jury_mean: null,
  jury_share: 0,
  result: 0,
  tied: false,
  ...fields,
});

/**
 * The longlist's sealed standings: in nomination 1 ten votes and three judges (one more abstained),
 * 70/30; in nomination 2 one nominee and nothing at all, so no winner; in nomination 3 (a title the
 * site does not list) votes without scores, so the audience weighs all.
 */
export const SEALED_STANDINGS = {
  seal: SEAL,
  standings: {
    format: 'awards-standings/1',
    round: { id: 1, kind: 'longlist', starts_at: '2027-01-10T09:00:00Z', ends_at: '2027-01-24T22:59:00Z', audience_weight: 70, jury_weight: 30, tie_break: 'audience_then_jury' },
    sealed_at: SEAL.sealed_at,
    nominations: [
      {
        nomination_id: 1,
        total_votes: 10,
        judges: 3,
        abstentions: 1,
        weights: { audience: 70, jury: 30 },
        decided_by: 'result',
        nominees: [
          standing(1, 11, 'GiggleGrenade', { votes: 6, audience_share: 0.6, jury_scores: 3, jury_sum: 24, jury_mean: 8, jury_share: 0.571429, result: 59.1429 }),
          standing(2, 12, 'SparkVixen', { votes: 4, audience_share: 0.4, jury_scores: 3, jury_sum: 18, jury_mean: 6, jury_share: 0.428571, result: 40.8571 }),
        ],
      },
      { nomination_id: 2, total_votes: 0, judges: 0, abstentions: 0, weights: { audience: 0, jury: 0 }, decided_by: 'none', nominees: [standing(1, 13, 'CalmCat', {})] },
      {
        nomination_id: 3,
        total_votes: 5,
        judges: 0,
        abstentions: 0,
        weights: { audience: 100, jury: 0 },
        decided_by: 'uncontested',
        nominees: [standing(1, 14, 'SoloStar', { votes: 5, audience_share: 1, result: 100 })],
      },
    ],
  },
};

type Overrides = Parameters<typeof mockApi>[0];

/** The results page, signed in as `self` (an organiser), with the API answering from `overrides`. */
export async function openResults(overrides: Overrides = {}, self: object = ORGANISER) {
  const api = mockApi({ 'api/v2/backstage/me': { status: 200, body: self }, [SEASON_PATH]: { status: 200, body: season() }, ...overrides });
  localStorage.setItem('token', testToken());
  const user = userEvent.setup();
  const view = renderApp('/backstage/results');
  await screen.findByRole('heading', { level: 1 }, LOAD);
  return { api, user, ...view };
}

/** How many requests went to `path`. */
export const requestsTo = (api: ReturnType<typeof mockApi>, path: string) => api.requests().filter((request) => request.path === path).length;

export { resetSession } from '@/test/backstage-session';
export { SEAL, SEASON_PATH } from '@/test/season-fixtures';
