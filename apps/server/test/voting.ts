import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { VotingRoundKind } from '@awards/contracts';
import type { Database } from '../src/lib/db/client';
import { nominees, votingRounds } from '../src/modules/rounds/tables';
import { SCHEDULE, sealRound } from '../src/modules/results';
import { findRound } from '../src/modules/rounds';
import { bearer } from './accounts';
import { passingCaptcha } from './fake-captcha';
import type { TestServer } from './harness';

const HOUR = 3_600_000;
export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR);

/** Dates that put a round in each status now. */
export const PHASES = {
  upcoming: () => ({ startsAt: hoursFromNow(1), endsAt: hoursFromNow(2), revealsAt: hoursFromNow(3) }),
  open: () => ({ startsAt: hoursFromNow(-1), endsAt: hoursFromNow(1), revealsAt: hoursFromNow(2) }),
  closed: () => ({ startsAt: hoursFromNow(-2), endsAt: hoursFromNow(-1), revealsAt: hoursFromNow(1) }),
  revealed: () => ({ startsAt: hoursFromNow(-3), endsAt: hoursFromNow(-2), revealsAt: hoursFromNow(-1) }),
};
export type Phase = keyof typeof PHASES;

export interface RoundPlan {
  kind: VotingRoundKind;
  phase: Phase;
  /** Nominees per nomination id; nominations left out have none in the round. */
  nominees?: Record<number, number>;
}

/** Replaces every round (and so every nominee and vote) with the planned ones; by default 4 nominees in nominations 1 and 2. */
export async function replaceRounds(db: Database, plans: RoundPlan[]) {
  await db.delete(votingRounds);
  const created = [];
  for (const plan of plans) {
    const [round] = await db.insert(votingRounds).values({ kind: plan.kind, ...PHASES[plan.phase]() }).returning();
    const counts = Object.entries(plan.nominees ?? { 1: 4, 2: 4 });
    const rows = counts.flatMap(([nominationId, count]) =>
      Array.from({ length: count }, (_, sort) => ({
        roundId: round!.id,
        nominationId: Number(nominationId),
        nickname: `${plan.kind}-${nominationId}-streamer-${sort}`,
        photo: `https://cdn.example.com/${plan.kind}-${nominationId}-${sort}.png`,
        linkToPage: `https://twitch.tv/${plan.kind}${nominationId}streamer${sort}`,
        // Stored in reverse so that a test can see the answer follow `sort`, not insertion order.
        sort: count - sort,
      })),
    );
    const stored = rows.length ? await db.insert(nominees).values(rows).returning() : [];
    if (plan.phase === 'revealed') await sealRound(db, round!.id, SCHEDULE);
    const ordered = stored.sort((a, b) => a.sort - b.sort);
    const byNomination = (nominationId: number) => ordered.filter((nominee) => nominee.nominationId === nominationId);
    created.push({ ...round!, byNomination });
  }
  return created;
}

/** Moves a round's dates so that it is in `phase` now; a revealed round is sealed too, as the schedule would have done. */
export async function setPhase(db: Database, roundId: number, phase: Phase) {
  await db.update(votingRounds).set(PHASES[phase]()).where(eq(votingRounds.id, roundId));
  if (phase === 'revealed' && !(await findRound(db, roundId))?.sealedAt) await sealRound(db, roundId, SCHEDULE);
}

export function castVote(server: TestServer, categoryId: number | string, nomineeId: number, token: string, headers: Record<string, string> = {}) {
  return server.post(`/api/v2/voting/${categoryId}/vote`, { nominee_id: nomineeId, captcha_token: passingCaptcha('vote'), action: 'vote' }, { ...bearer(token), ...headers });
}

/** Asserts the platform's error body with this status and code. */
export async function expectError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(await response.json()).toEqual({ statusCode: status, code, message: expect.any(String) });
}
