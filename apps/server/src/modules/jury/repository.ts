import { and, asc, eq, inArray, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../lib/db/client';
import { nominees, votingRounds } from '../rounds/tables';
import { staffRoles } from '../staff/tables';
import { users } from '../users/tables';
import { judgeAssignments, judges, juryScores } from './tables';
import { findRound } from '../voting';

/**
 * The one place that reads and writes the jury's tables: judges, their assignments and scores.
 * Judges' accounts, rounds and nominees are joined in to read them with the jury's rows.
 */

/** A nomination of a round, as an assignment names it. */
export interface AssignmentKey {
  roundId: number;
  nominationId: number;
}

const judgeRole = and(eq(staffRoles.userId, users.id), eq(staffRoles.role, 'judge'));

const accountColumns = {
  userId: users.id,
  name: users.name,
  email: users.email,
  language: users.language,
  juryMemberId: judges.juryMemberId,
};

/** Every account holding the judge role, with the jury member it is linked to, by name. */
export function readJudgeAccounts(db: Database) {
  return db
    .select(accountColumns)
    .from(users)
    .innerJoin(staffRoles, judgeRole)
    .leftJoin(judges, eq(judges.userId, users.id))
    .orderBy(asc(users.name), asc(users.id));
}
export type JudgeAccount = Awaited<ReturnType<typeof readJudgeAccounts>>[number];

/** One account, judge or not (`isJudge`); undefined when there is no such account. */
export async function findAccount(db: Database, userId: number): Promise<(JudgeAccount & { isJudge: boolean }) | undefined> {
  const [row] = await db
    .select({ ...accountColumns, isJudge: sql<boolean>`${staffRoles.role} is not null` })
    .from(users)
    .leftJoin(staffRoles, judgeRole)
    .leftJoin(judges, eq(judges.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

const assignmentIs = (userId: number, key: AssignmentKey) =>
  and(eq(judgeAssignments.userId, userId), eq(judgeAssignments.roundId, key.roundId), eq(judgeAssignments.nominationId, key.nominationId));

/** How many nominees stand in the assignment's nomination of its round, and how many of them the judge scored. */
const nomineeCount = sql<number>`(select count(*)::int from ${nominees} where ${nominees.roundId} = ${judgeAssignments.roundId} and ${nominees.nominationId} = ${judgeAssignments.nominationId})`;
const scoredCount = sql<number>`(select count(*)::int from ${juryScores} inner join ${nominees} on ${nominees.id} = ${juryScores.nomineeId}
  where ${juryScores.userId} = ${judgeAssignments.userId} and ${nominees.roundId} = ${judgeAssignments.roundId} and ${nominees.nominationId} = ${judgeAssignments.nominationId})`;

function readTaskRows(db: Database, where: SQL | undefined) {
  return db
    .select({
      userId: judgeAssignments.userId,
      roundId: judgeAssignments.roundId,
      roundKind: votingRounds.kind,
      nominationId: judgeAssignments.nominationId,
      nominees: nomineeCount,
      scored: scoredCount,
      conflictDeclaredAt: judgeAssignments.conflictDeclaredAt,
      conflictNote: judgeAssignments.conflictNote,
      sealedAt: votingRounds.sealedAt,
    })
    .from(judgeAssignments)
    .innerJoin(votingRounds, eq(votingRounds.id, judgeAssignments.roundId))
    .where(where)
    .orderBy(asc(votingRounds.startsAt), asc(votingRounds.id), asc(judgeAssignments.nominationId));
}
export type TaskRow = Awaited<ReturnType<typeof readTaskRows>>[number];

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
  const round = await findRound(tx, key.roundId, { lock: 'share' });
  const [assignment] = await tx.select().from(judgeAssignments).where(assignmentIs(userId, key)).for(strength);
  return round && assignment ? { ...assignment, sealedAt: round.sealedAt } : undefined;
}

/** The judge's assignments, earliest round first. */
export function readAssignments(db: Database, userId: number): Promise<AssignmentKey[]> {
  return db
    .select({ roundId: judgeAssignments.roundId, nominationId: judgeAssignments.nominationId })
    .from(judgeAssignments)
    .where(eq(judgeAssignments.userId, userId))
    .orderBy(asc(judgeAssignments.roundId), asc(judgeAssignments.nominationId));
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

/**
 * The scores that count in a round: given by a judge assigned to the nominee's nomination there,
 * who declared no conflict. Scores of judges unassigned since, or abstaining, are left out.
 */
export function readCountedScores(db: Database, roundId: number) {
  return db
    .select({ nominationId: nominees.nominationId, nomineeId: juryScores.nomineeId, userId: juryScores.userId, score: juryScores.score })
    .from(juryScores)
    .innerJoin(nominees, eq(nominees.id, juryScores.nomineeId))
    .innerJoin(
      judgeAssignments,
      and(
        eq(judgeAssignments.userId, juryScores.userId),
        eq(judgeAssignments.roundId, nominees.roundId),
        eq(judgeAssignments.nominationId, nominees.nominationId),
        isNull(judgeAssignments.conflictDeclaredAt),
      ),
    )
    .where(eq(nominees.roundId, roundId));
}

/** Whether a judge's account shows this jury member: removing it would leave the judge unnamed on the site. */
export async function isJuryMemberLinked(db: Database, juryMemberId: number): Promise<boolean> {
  const [row] = await db.select({ userId: judges.userId }).from(judges).where(eq(judges.juryMemberId, juryMemberId)).limit(1);
  return row !== undefined;
}
