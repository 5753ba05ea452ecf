import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../lib/db/client';
import { nomineeNicknames, roundKinds, type NomineeVotes } from '../rounds';
import { votes } from './tables';

/** The one place that reads and writes votes; a cast vote's statement is in vote-statement.ts, the quarantine's in vote-selection.ts. */

export type VoteRow = typeof votes.$inferSelect;
export type NewVote = typeof votes.$inferInsert;

export async function findVote(db: Database, userId: number, roundId: number, nominationId: number): Promise<VoteRow | undefined> {
  const [vote] = await db
    .select()
    .from(votes)
    .where(and(eq(votes.userId, userId), eq(votes.roundId, roundId), eq(votes.nominationId, nominationId)));
  return vote;
}

/** How many votes the user has cast, in every round and nomination, for the profile. */
export async function countVotes(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(votes).where(eq(votes.userId, userId));
  return row?.n ?? 0;
}

/** The user's votes, oldest first, with the round's kind and the nominee's nickname: what they chose, not how they were hashed. */
export async function readVotesOf(db: Database, userId: number) {
  const cast = await db
    .select({ roundId: votes.roundId, nominationId: votes.nominationId, nomineeId: votes.nomineeId, createdAt: votes.createdAt })
    .from(votes)
    .where(eq(votes.userId, userId))
    .orderBy(asc(votes.createdAt), asc(votes.id));
  const [kinds, nicknames] = [await roundKinds(db, cast.map((vote) => vote.roundId)), await nomineeNicknames(db, cast.map((vote) => vote.nomineeId))];
  // A vote's round and nominee stay as long as the vote does: their removal takes it with them.
  return cast.map(({ roundId, nominationId, nomineeId, createdAt }) => ({
    roundId,
    roundKind: kinds.get(roundId)!,
    nominationId,
    nomineeId,
    nomineeNickname: nicknames.get(nomineeId)!,
    createdAt,
  }));
}

/** Where each of these accounts voted: a round and nomination per vote, whoever it was for. */
export function nominationsVotedBy(db: Database, userIds: number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db.select({ userId: votes.userId, roundId: votes.roundId, nominationId: votes.nominationId }).from(votes).where(inArray(votes.userId, userIds));
}

/**
 * Unlinks the user's votes as their account goes: they still count for their nominees, but
 * neither the account nor the hashes of where they came from tie them to anyone. How many.
 */
export async function unlinkVotesOf(db: Database, userId: number): Promise<number> {
  const unlinked = await db.update(votes).set({ userId: null, clientHash: null, addressHash: null }).where(eq(votes.userId, userId)).returning({ id: votes.id });
  return unlinked.length;
}

/**
 * Votes per nominee of a round, every nomination: all that were cast, and those that count (all but
 * the quarantined ones, which the tally and sealing leave out); nominees without votes are absent.
 */
export async function readRoundVoteCounts(db: Database, roundId: number): Promise<Map<number, { votes: number; counted: number }>> {
  const counted = sql<number>`count(*) filter (where ${votes.quarantinedAt} is null)`.mapWith(Number);
  const rows = await db.select({ nomineeId: votes.nomineeId, votes: count(), counted }).from(votes).where(eq(votes.roundId, roundId)).groupBy(votes.nomineeId);
  return new Map(rows.map(({ nomineeId, ...tally }) => [nomineeId, tally]));
}

/** What the rounds' nominee lists ask of the votes (NomineeVotes): whether anyone voted for a nominee, and how many did. */
export const nomineeVotes: NomineeVotes = {
  async votedNominees(db, roundId, nominationId) {
    const rows = await db
      .selectDistinct({ nomineeId: votes.nomineeId })
      .from(votes)
      .where(and(eq(votes.roundId, roundId), eq(votes.nominationId, nominationId)));
    return new Set(rows.map((row) => row.nomineeId));
  },
  async countNomineeVotes(db, nomineeId) {
    const [row] = await db.select({ n: count() }).from(votes).where(eq(votes.nomineeId, nomineeId));
    return row?.n ?? 0;
  },
};

const VOTE_BATCH = 1000;

/** Stores votes as they are (a demo season's), a thousand to a statement. */
export async function insertVotes(db: Database, rows: NewVote[]) {
  for (let start = 0; start < rows.length; start += VOTE_BATCH) await db.insert(votes).values(rows.slice(start, start + VOTE_BATCH));
}
