import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@/test/api-fixtures';
import { renderApp, testToken } from '@/test/render-app';
import { SEAL, SEASON_PATH, seasonOf, seasonRound } from '@/test/season-fixtures';

/** Pages load their code, the backstage's texts and the caller before they show. */
export const LOAD = { timeout: 5000 };

const ORGANISER = { id: 1, name: 'Ada Lovelace', email: 'ada@example.com', roles: ['organiser'], second_factor: 'confirmed', verified: true };

export const integrityPath = (roundId: number, what: 'integrity' | 'tally' | 'quarantine' | 'release') => `api/v2/backstage/rounds/${roundId}/${what}`;

/** The season on the wire: a sealed longlist, and a shortlist open now (the one the console opens on). */
export const season = (shortlist: { status?: string; seal?: object | null } = {}) => seasonOf([seasonRound(1, { status: 'closed', seal: SEAL }), seasonRound(2, { status: 'open', ...shortlist })]);

/** The sock puppets' signals in the shortlist, the shared address's five votes already quarantined, as the server words them. */
export const REPORT = {
  round_id: 2,
  signals: [
    { kind: 'sign_up_burst', id: 'sign_up_burst:a1b2c3d4e5f60718:1801471200000:1801471230000', address: 'a1b2c3', accounts: 6, voters: 6, votes: 6, quarantined: 0, first_at: '2027-01-20T12:00:00Z', last_at: '2027-01-20T12:00:30Z' },
    { kind: 'shared_address', id: 'shared_address:0f1e2d3c4b5a6978', address: '0f1e2d', accounts: 5, user_agents: 5, votes: 5, quarantined: 5 },
    { kind: 'nominee_burst', id: 'nominee_burst:11:1801471200000', nomination_id: 1, nominee_id: 11, nickname: 'GiggleGrenade', from: '2027-01-20T12:00:00Z', to: '2027-01-20T12:01:05Z', factor: 12, votes: 11, quarantined: 5 },
    { kind: 'quick_votes', id: 'quick_votes', seconds: 60, voters: 6, votes: 6, quarantined: 0 },
    { kind: 'young_accounts', id: 'young_accounts', hours: 24, voters: 6, votes: 6, quarantined: 0 },
    { kind: 'disposable_email', id: 'disposable_email', domains: ['mailinator.com', 'yopmail.com'], voters: 3, votes: 3, quarantined: 0 },
    { kind: 'shared_mailbox', id: 'shared_mailbox:42', accounts: 3, votes: 3, quarantined: 0 },
  ],
  unlisted: [{ kind: 'shared_address', signals: 3 }],
  quarantined: [{ reason: 'One address, five accounts', votes: 5, last_at: '2027-01-20T13:00:00Z' }],
};

export const TALLY = {
  round_id: 2,
  nominations: [
    {
      nomination_id: 1,
      votes: 14,
      counted: 9,
      nominees: [
        { nominee_id: 11, nickname: 'GiggleGrenade', votes: 11, counted: 6 },
        { nominee_id: 12, nickname: 'SparkVixen', votes: 3, counted: 3 },
      ],
    },
    { nomination_id: 2, votes: 0, counted: 0, nominees: [{ nominee_id: 13, nickname: 'CalmCat', votes: 0, counted: 0 }] },
  ],
};

type Overrides = Parameters<typeof mockApi>[0];

/** The integrity console at `path`, signed in as an organiser, with the API answering from `overrides`. */
export async function openIntegrity(overrides: Overrides = {}, path = '/backstage/integrity') {
  const api = mockApi({ 'api/v2/backstage/me': { status: 200, body: ORGANISER }, [SEASON_PATH]: { status: 200, body: season() }, [integrityPath(2, 'integrity')]: { status: 200, body: REPORT }, ...overrides });
  localStorage.setItem('token', testToken());
  const user = userEvent.setup();
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1 }, LOAD);
  return { api, user, ...view };
}

/** How many requests went to `path`. */
export const requestsTo = (api: ReturnType<typeof mockApi>, path: string) => api.requests().filter((request) => request.path === path).length;

export { resetSession, sent } from '@/test/backstage-session';
export { SEASON_PATH } from '@/test/season-fixtures';
