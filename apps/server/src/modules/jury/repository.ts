import { and, eq, inArray, not, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../lib/db/client';
import { readNomineePlaces, readRounds, roundLife } from '../rounds';
import { judgeAssignments, judges, juryScores } from './tables';

/**
 * The one place that reads and writes the jury's tables: judges, their assignments and scores.
 * The rounds and nominees they name are asked of the rounds module and set beside them.
 */

/** A nomination of a round, as an assignment names it. */
export interface AssignmentKey {
  roundId: number;
  nominationId: number;
}

const assignmentIs = (userId: number, key: AssignmentKey) =>
  and(eq(judgeAssignments.userId, userId), eq(judgeAssignments.roundId, key.roundId), eq(judgeAssignments.nominationId, key.nominationId));

const keyOf = (key: AssignmentKey) => `${key.roundId}:${key.nominationId}`;

/**
 * Assignments with their round's kind and seal and the judge's progress there: how many nominees
 * stand in the nomination of the round, and how many of them the judge scored. Earliest round first.
 * Sequential queries, so that it runs as well inside a transaction (one connection).
 */
async function readTaskRows(db: Database, where: SQL | undefined) {
  const assignments = await db.select().from(judgeAssignments).where(where);
  if (assignments.length === 0) return [];
  const rounds = await readRounds(db);
  const places = await readNomineePlaces(db, [...new Set(assignments.map((assignment) => assignment.roundId))]);
  const scores = await readScoredNominees(db, [...new Set(assignments.map((assignment) => assignment.userId))], places.map((place) => place.id));
  const standing = new Map<string, number[]>();
  for (const place of places) standing.set(keyOf(place), [...(standing.get(keyOf(place)) ?? []), place.id]);
  const order = new Map(rounds.map((round, index) => [round.id, { round, index }]));
  return assignments
    .flatMap(({ userId, roundId, nominationId, conflictDeclaredAt, conflictNote }) => {
      const { round, index } = order.get(roundId) ?? {};
      if (!round || index === undefined) return [];
      const nominees = standing.get(keyOf({ roundId, nominationId })) ?? [];
      const scored = nominees.filter((nomineeId) => scores.has(`${userId}:${nomineeId}`)).length;
      return [{ userId, roundId, roundKind: round.kind, nominationId, nominees: nominees.length, scored, conflictDeclaredAt, conflictNote, sealedAt: round.sealedAt, index }];
    })
    .sort((a, b) => a.index - b.index || a.nominationId - b.nominationId)
    .map(({ index: _index, ...task }) => task);
}
export type TaskRow = Awaited<ReturnType<typeof readTaskRows>>[number];

/** Which of these nominees each of these judges scored, as `userId:nomineeId`. */
async function readScoredNominees(db: Database, userIds: number[], nomineeIds: number[]): Promise<Set<string>> {
  if (nomineeIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: juryScores.userId, nomineeId: juryScores.nomineeId })
    .from(juryScores)
    .where(and(inArray(juryScores.userId, userIds), inArray(juryScores.nomineeId, nomineeIds)));
  return new Set(rows.map((row) => `${row.userId}:${row.nomineeId}`));
}

/** The assignments of these judges with each one's progress, earliest round first. */
export const readTasks = (db: Database, userIds: number[]) => (userIds.length ? readTaskRows(db, inArray(judgeAssignments.userId, userIds)) : Promise.resolve([]));

/** One assignment with its progress; undefined when the judge is not assigned it. */
export async function findTask(db: Database, userId: number, key: AssignmentKey): Promise<TaskRow | undefined> {
  const [row] = await readTaskRows(db, assignmentIs(userId, key));
  return row;
}

/**
 * The assignment, locked until the transaction ends (`share` while scoring, `update` while
 * declaring a conflict), with its round locked for share: a score then never lands beside a
 * conflict declared or a seal set at the same moment, as each waits for the other and then sees it.
 */
export async function lockAssignment(tx: Database, userId: number, key: AssignmentKey, strength: 'share' | 'update') {
  const round = await roundLife.lockRound(tx, key.roundId, 'share');
  const [assignment] = await tx.select().from(judgeAssignments).where(assignmentIs(userId, key)).for(strength);
  return round && assignment ? { ...assignment, round } : undefined;
}

/** The judge's assignments, earliest round first. */
export function readAssignments(db: Database, userId: number): Promise<AssignmentKey[]> {
  return db
    .select({ roundId: judgeAssignments.roundId, nominationId: judgeAssignments.nominationId })
    .from(judgeAssignments)
    .where(eq(judgeAssignments.userId, userId))
    .orderBy(judgeAssignments.roundId, judgeAssignments.nominationId);
}

/** Links the judge to a jury member, or unlinks them (null). */
export async function setJuryMember(tx: Database, userId: number, juryMemberId: number | null): Promise<void> {
  if (juryMemberId === null) {
    await tx.delete(judges).where(eq(judges.userId, userId));
    return;
  }
  await tx.insert(judges).values({ userId, juryMemberId }).onConflictDoUpdate({ target: judges.userId, set: { juryMemberId } });
}

/**
 * Makes the judge's assignments exactly `wanted`: the others are deleted (their scores stay in
 * jury_scores, counted nowhere), new ones are added, and those kept keep their declared conflict.
 */
export async function replaceAssignments(tx: Database, userId: number, wanted: AssignmentKey[]): Promise<void> {
  const kept = or(...wanted.map((key) => and(eq(judgeAssignments.roundId, key.roundId), eq(judgeAssignments.nominationId, key.nominationId))));
  await tx.delete(judgeAssignments).where(and(eq(judgeAssignments.userId, userId), kept ? not(kept) : undefined));
  if (wanted.length) await tx.insert(judgeAssignments).values(wanted.map((key) => ({ userId, ...key }))).onConflictDoNothing();
}

export async function recordConflict(tx: Database, userId: number, key: AssignmentKey, note: string | null, at: Date): Promise<void> {
  await tx.update(judgeAssignments).set({ conflictDeclaredAt: at, conflictNote: note }).where(assignmentIs(userId, key));
}

/** The judge's scores of these nominees. */
export async function readScores(db: Database, userId: number, nomineeIds: number[]): Promise<Map<number, number>> {
  if (nomineeIds.length === 0) return new Map();
  const rows = await db
    .select({ nomineeId: juryScores.nomineeId, score: juryScores.score })
    .from(juryScores)
    .where(and(eq(juryScores.userId, userId), inArray(juryScores.nomineeId, nomineeIds)));
  return new Map(rows.map((row) => [row.nomineeId, row.score]));
}

/** Stores the judge's score of a nominee, replacing any earlier one. */
export async function writeScore(tx: Database, userId: number, nomineeId: number, score: number): Promise<void> {
  await tx
    .insert(juryScores)
    .values({ userId, nomineeId, score })
    .onConflictDoUpdate({ target: [juryScores.userId, juryScores.nomineeId], set: { score, updatedAt: new Date() } });
}

/** Every assignment in a round, with whether its judge declared a conflict there. */
export function readRoundAssignments(db: Database, roundId: number) {
  return db
    .select({ userId: judgeAssignments.userId, nominationId: judgeAssignments.nominationId, conflictDeclaredAt: judgeAssignments.conflictDeclaredAt })
    .from(judgeAssignments)
    .where(eq(judgeAssignments.roundId, roundId));
}

/** Every score of these nominees, by any judge. */
export function readScoresOf(db: Database, nomineeIds: number[]) {
  if (nomineeIds.length === 0) return Promise.resolve([]);
  return db.select({ nomineeId: juryScores.nomineeId, userId: juryScores.userId, score: juryScores.score }).from(juryScores).where(inArray(juryScores.nomineeId, nomineeIds));
}

/** Whether a judge's account shows this jury member: removing it would leave the judge unnamed on the site. */
export async function isJuryMemberLinked(db: Database, juryMemberId: number): Promise<boolean> {
  const [row] = await db.select({ userId: judges.userId }).from(judges).where(eq(judges.juryMemberId, juryMemberId)).limit(1);
  return row !== undefined;
}
