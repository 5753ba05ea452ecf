import { expect } from '@playwright/test';
import { visitorAddress } from './accounts';
import { authenticatorCode } from './backstage';
import { nextOneTimePassword } from './mail';

/** What the journeys that run a show through the API read of the season and send back. */
export interface Window {
  starts_at: string;
  ends_at: string;
}
export interface SeasonRound extends Window {
  id: number;
  kind: 'longlist' | 'shortlist';
  reveals_at: string;
  audience_weight: number;
  jury_weight: number;
  tie_break: string;
  live_reveal: boolean;
}
export interface Season {
  applications: Window;
  live: Window;
  rounds: SeasonRound[];
}
export interface VotingPage {
  nomination: { id: number; title: string };
  nominees: { id: number; nickname: string }[];
}

export type Api = <T>(method: string, route: string, options?: { token?: string; body?: unknown; language?: string }) => Promise<T>;

/** Calls the API of the server at `baseURL` as `token` (if any) from an address of its own, expecting a success, and answers the JSON. */
export const apiOf =
  (baseURL: string): Api =>
  async <T>(method: string, route: string, { token, body, language }: { token?: string; body?: unknown; language?: string } = {}) => {
    const headers: Record<string, string> = { 'X-Forwarded-For': visitorAddress() };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (language) headers['Accept-Language'] = language;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(new URL(route, baseURL), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    expect(response.ok, `${method} ${route} answered ${response.status}: ${await response.clone().text()}`).toBe(true);
    return (await response.json()) as T;
  };

/** The seeded organiser's first sign-in, through the API: the mailed one-time password, a password of their own, the authenticator app; the backstage token. */
export async function signInOrganiser(api: Api, email: string, dataDir: string): Promise<string> {
  const oneTime = await nextOneTimePassword(email, 0, dataDir);
  const restricted = await api<{ token: string }>('POST', '/api/v2/user/token', { body: { email, password: oneTime } });
  const signedIn = await api<{ token: string }>('POST', '/api/v2/user/password', { token: restricted.token, body: { password: 'Backstage-pass-2027' } });
  const { secret } = await api<{ secret: string }>('POST', '/api/v2/backstage/second-factor/setup', { token: signedIn.token });
  const backstage = await api<{ token: string }>('POST', '/api/v2/backstage/second-factor/confirm', { token: signedIn.token, body: { code: authenticatorCode(secret) } });
  return backstage.token;
}

/** The season as the organisers' form sends it back: the rounds without what the server computes. */
export const seasonInput = (season: Season, rounds: SeasonRound[], live: Window) => ({
  applications: { starts_at: season.applications.starts_at, ends_at: season.applications.ends_at },
  live,
  rounds: rounds.map(({ id, starts_at, ends_at, reveals_at, audience_weight, jury_weight, tie_break, live_reveal }) => ({ id, starts_at, ends_at, reveals_at, audience_weight, jury_weight, tie_break, live_reveal })),
});

const HOUR = 3_600_000;
const at = (time: number) => new Date(time).toISOString();

/** The rounds of a live-reveal journey as it moved them, and the season they are in. */
export interface ShowSchedule {
  season: Season;
  longlist: SeasonRound;
  shortlist: SeasonRound;
}

/**
 * On a server seeded with the longlist open: the longlist closed and revealed two hours ago, the
 * shortlist open for the hour before a live show an hour away, which reveals it.
 */
export async function openShortlistBeforeTheShow(api: Api, token: string): Promise<ShowSchedule> {
  const season = await api<Season>('GET', '/api/v2/backstage/season', { token });
  const now = Date.now();
  const longlist = { ...season.rounds.find((round) => round.kind === 'longlist')!, ends_at: at(now - 2 * HOUR), reveals_at: at(now - 2 * HOUR) };
  const shortlist = { ...season.rounds.find((round) => round.kind === 'shortlist')!, starts_at: at(now - HOUR), ends_at: at(now + HOUR), reveals_at: at(now + 2 * HOUR), live_reveal: true };
  await api('PUT', '/api/v2/backstage/season', { token, body: seasonInput(season, [longlist, shortlist], { starts_at: at(now + HOUR), ends_at: at(now + 3 * HOUR) }) });
  return { season, longlist, shortlist };
}

/** The shortlist has just closed (a second ago) and the live show that reveals it is on. */
export async function startTheShow(api: Api, token: string, { season, longlist, shortlist }: ShowSchedule): Promise<void> {
  const starts = Date.now() - 1_000;
  const closed = { ...shortlist, ends_at: at(starts), reveals_at: at(starts + HOUR) };
  await api('PUT', '/api/v2/backstage/season', { token, body: seasonInput(season, [longlist, closed], { starts_at: at(starts), ends_at: at(starts + 2 * HOUR) }) });
}
