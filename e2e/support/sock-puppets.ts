import { expect, type Page } from '@playwright/test';
import { createAccount, post, visitorAddress, type Account } from './accounts';

/**
 * The integrity journey's sock puppets, made and voting through the site's API on a server that
 * trusts one proxy hop, so that each request comes from the address its X-Forwarded-For names.
 */

interface Origin {
  address: string;
  userAgent?: string;
}

const headersFrom = ({ address, userAgent }: Origin) => ({ 'X-Forwarded-For': address, ...(userAgent ? { 'User-Agent': userAgent } : {}) });

async function voteFrom(baseURL: string, voter: Account, nominationId: number, nomineeId: number, origin: Origin): Promise<void> {
  await post(baseURL, `/api/v2/voting/${nominationId}/vote`, { nominee_id: nomineeId, captcha_token: 'dev', action: 'vote' }, { ...headersFrom(origin), Authorization: `Bearer ${voter.token}` });
}

/**
 * A scripted stuffing of one nomination: six accounts signed up one after another from one
 * address, each voting for `target` as soon as it exists (from addresses of its own); five more
 * voting for `target` from one address, each with another user agent; and three viewers voting
 * for `fair`, each from an address of their own. Eleven votes for `target`, three for `fair`.
 */
export async function stuffNomination(baseURL: string, dataDir: string, nominationId: number, { target, fair }: { target: number; fair: number }): Promise<void> {
  const farm = visitorAddress();
  for (let index = 1; index <= 6; index++) {
    const puppet = await createAccount(baseURL, `Puppet ${index}`, dataDir, headersFrom({ address: farm }));
    await voteFrom(baseURL, puppet, nominationId, target, { address: visitorAddress() });
  }
  const shared = visitorAddress();
  for (let index = 1; index <= 5; index++) {
    const puppet = await createAccount(baseURL, `Rotating ${index}`, dataDir);
    await voteFrom(baseURL, puppet, nominationId, target, { address: shared, userAgent: `Mozilla/5.0 (Puppet ${index}) Gecko/20100101 Firefox/${120 + index}.0` });
  }
  for (let index = 1; index <= 3; index++) {
    const viewer = await createAccount(baseURL, `Viewer ${index}`, dataDir);
    await voteFrom(baseURL, viewer, nominationId, fair, { address: visitorAddress() });
  }
}

interface SeasonRound {
  id: number;
  kind: 'longlist' | 'shortlist';
  starts_at: string;
  ends_at: string;
  reveals_at: string;
  audience_weight: number;
  jury_weight: number;
  tie_break: string;
  live_reveal: boolean;
  seal: object | null;
}
interface Season {
  applications: { starts_at: string; ends_at: string };
  live: { starts_at: string; ends_at: string };
  rounds: SeasonRound[];
}

/** The backstage token the browser holds once the organiser is through two-step verification. */
export async function backstageToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  return token!;
}

/**
 * Moves the season's rounds through the organisers' own endpoint, as the Season page saves them:
 * `change` gets the rounds (earliest first) and answers the dates to store. A sealed round keeps its own.
 */
export async function moveRounds(baseURL: string, token: string, change: (rounds: SeasonRound[]) => Partial<SeasonRound>[]): Promise<SeasonRound[]> {
  const headers = { Authorization: `Bearer ${token}`, 'X-Forwarded-For': visitorAddress() };
  const response = await fetch(new URL('/api/v2/backstage/season', baseURL), { headers });
  expect(response.ok).toBe(true);
  const season = (await response.json()) as Season;
  const moved = change(season.rounds).map((dates, index) => ({ ...season.rounds[index]!, ...dates }));
  const rounds = moved.map(({ id, starts_at, ends_at, reveals_at, audience_weight, jury_weight, tie_break, live_reveal }) => ({ id, starts_at, ends_at, reveals_at, audience_weight, jury_weight, tie_break, live_reveal }));
  const saved = await fetch(new URL('/api/v2/backstage/season', baseURL), {
    method: 'PUT',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ applications: season.applications, live: season.live, rounds }),
  });
  expect(saved.ok, await saved.clone().text()).toBe(true);
  return ((await saved.json()) as Season).rounds;
}
