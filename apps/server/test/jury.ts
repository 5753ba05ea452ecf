import { eq, sql } from 'drizzle-orm';
import type { VotingRoundKind } from '@awards/contracts';
import { votingRounds } from '../src/modules/rounds/tables';
import { judgeAssignments, judges, juryScores } from '../src/modules/jury/tables';
import { insertNominees, insertRounds } from '../src/modules/rounds';
import { PHASES, type Phase } from './voting';
import type { TestServer } from './harness';
import { backstage } from './staff';

/**
 * A new round with `nominees` per nomination id, and the entries they stand for where given (per
 * nomination, in the organisers' order); `nominees(id)` answers them in that order.
 */
export async function roundWith(
  server: TestServer,
  plan: { nominees: Record<number, number>; kind?: VotingRoundKind; phase?: Phase; applicationIds?: Record<number, (number | null)[]> },
) {
  const [round] = await insertRounds(server.db, [{ kind: plan.kind ?? 'longlist', ...PHASES[plan.phase ?? 'open']() }]);
  const rows = Object.entries(plan.nominees).flatMap(([nomination, count]) =>
    Array.from({ length: count }, (_, index) => ({
      roundId: round!.id,
      nominationId: Number(nomination),
      nickname: `Round ${round!.id} nominee ${nomination}-${index}`,
      photo: `https://cdn.example.com/${round!.id}-${nomination}-${index}.png`,
      linkToPage: `https://twitch.tv/r${round!.id}n${nomination}s${index}`,
      applicationId: plan.applicationIds?.[Number(nomination)]?.[index] ?? null,
      sort: index + 1,
    })),
  );
  // Inserted last first, so that ids run against the organisers' order.
  rows.reverse();
  const stored = rows.length ? (await insertNominees(server.db, rows)).sort((a, b) => a.sort - b.sort) : [];
  return { ...round!, nominees: (nominationId: number) => stored.filter((nominee) => nominee.nominationId === nominationId) };
}

/** Seals a round as sealing would, as far as the jury can tell. */
export const seal = (server: TestServer, roundId: number) => server.db.update(votingRounds).set({ sealedAt: new Date() }).where(eq(votingRounds.id, roundId));

/** No judges, assignments, scores or audit records left; no mail waiting. */
export async function clearJury(server: TestServer) {
  await server.db.delete(juryScores);
  await server.db.delete(judgeAssignments);
  await server.db.delete(judges);
  await server.db.execute(sql`truncate audit_log`);
  server.mail.clear();
}

type Assignment = { round_id: number; nomination_id: number };

export const getJury = (server: TestServer, token: string) => backstage(server, token, '/api/v2/backstage/jury');
export const setUpJudge = (server: TestServer, token: string, userId: number | string, body: { jury_member_id: number | null; assignments: Assignment[] }) =>
  backstage(server, token, `/api/v2/backstage/jury/${userId}`, { method: 'PUT', body });
export const remind = (server: TestServer, token: string, userId: number | string) => backstage(server, token, `/api/v2/backstage/jury/${userId}/reminder`, { method: 'POST' });

export const tasks = (server: TestServer, token: string) => backstage(server, token, '/api/v2/backstage/judging');
export const sheet = (server: TestServer, token: string, roundId: number | string, nominationId: number | string) =>
  backstage(server, token, `/api/v2/backstage/judging/${roundId}/${nominationId}`);
export const score = (server: TestServer, token: string, roundId: number, nominationId: number, nomineeId: number | string, value: unknown) =>
  backstage(server, token, `/api/v2/backstage/judging/${roundId}/${nominationId}/scores/${nomineeId}`, { method: 'PUT', body: { score: value } });
export const declareConflict = (server: TestServer, token: string, roundId: number, nominationId: number, note?: string) =>
  backstage(server, token, `/api/v2/backstage/judging/${roundId}/${nominationId}/conflict`, { method: 'POST', body: note === undefined ? {} : { note } });

/** Assigns a judge these nominations of rounds (and no jury member), expecting it to work. */
export async function assign(server: TestServer, organiserToken: string, userId: number, assignments: [roundId: number, nominationId: number][]) {
  const response = await setUpJudge(server, organiserToken, userId, { jury_member_id: null, assignments: assignments.map(([round_id, nomination_id]) => ({ round_id, nomination_id })) });
  if (response.status !== 200) throw new Error(`setting up judge ${userId} answered ${response.status}: ${await response.text()}`);
}
