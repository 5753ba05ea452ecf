import { and, asc, count, eq, gt, lte, sql } from 'drizzle-orm';
import type { Nominee } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { nominees, votes, votingRounds } from '../../lib/db/schema';

/** The one place that reads and writes voting rounds, nominees and votes. */

export type VoteRow = typeof votes.$inferSelect;
export type RoundRow = typeof votingRounds.$inferSelect;
export type NewRound = typeof votingRounds.$inferInsert;
export type NewNominee = typeof nominees.$inferInsert;
export type NewVote = typeof votes.$inferInsert;

/** A nominee's columns as every view of a nominee shows them. */
export const nomineeColumns = { id: nominees.id, nickname: nominees.nickname, photo: nominees.photo, linkToPage: nominees.linkToPage };

export const nomineeOrder = [asc(nominees.sort), asc(nominees.id)];

/** A nomination's nominees in a round, in the organisers' order. */
export function readNominees(db: Database, roundId: number, nominationId: number): Promise<Nominee[]> {
  return db
    .select(nomineeColumns)
    .from(nominees)
    .where(and(eq(nominees.roundId, roundId), eq(nominees.nominationId, nominationId)))
    .orderBy(...nomineeOrder);
}

/** Votes per nominee of a nomination in a round; nominees without votes are absent. */
export async function readVoteCounts(db: Database, roundId: number, nominationId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ nomineeId: votes.nomineeId, votes: count() })
    .from(votes)
    .where(and(eq(votes.roundId, roundId), eq(votes.nominationId, nominationId)))
    .groupBy(votes.nomineeId);
  return new Map(rows.map((row) => [row.nomineeId, row.votes]));
}

export async function findVote(db: Database, userId: number, roundId: number, nominationId: number): Promise<VoteRow | undefined> {
  const [vote] = await db
    .select()
    .from(votes)
    .where(and(eq(votes.userId, userId), eq(votes.roundId, roundId), eq(votes.nominationId, nominationId)));
  return vote;
}

/**
 * The two queries of a vote, prepared once per database: a vote is the busiest write, and a
 * prepared statement is not rebuilt for each request (nor planned again, on PostgreSQL).
 */
export function prepareVoteQueries(db: Database) {
  const openNominee = db
    .select({ id: nominees.id, roundId: nominees.roundId, nominationId: nominees.nominationId })
    .from(nominees)
    .innerJoin(votingRounds, eq(votingRounds.id, nominees.roundId))
    .where(
      and(
        eq(nominees.id, sql.placeholder('nomineeId')),
        eq(nominees.nominationId, sql.placeholder('nominationId')),
        lte(votingRounds.startsAt, sql.placeholder('now')),
        gt(votingRounds.endsAt, sql.placeholder('now')),
      ),
    )
    .prepare('vote_open_nominee');
  const insert = db
    .insert(votes)
    .values({
      roundId: sql.placeholder('roundId'),
      nominationId: sql.placeholder('nominationId'),
      nomineeId: sql.placeholder('nomineeId'),
      userId: sql.placeholder('userId'),
      clientHash: sql.placeholder('clientHash'),
    })
    .onConflictDoNothing()
    .returning()
    .prepare('vote_insert');

  return {
    /** The nominee if it stands in this nomination in a round open at `now`: the whole check of a vote in one query. */
    async findOpenNominee(nomineeId: number, nominationId: number, now: Date) {
      const [nominee] = await openNominee.execute({ nomineeId, nominationId, now: now.toISOString() });
      return nominee;
    },
    /**
     * Stores the vote unless the user already has one in this round and nomination: then undefined.
     * The unique index decides, so of any number of concurrent votes by one user exactly one is stored.
     */
    async insertVote(vote: Pick<VoteRow, 'roundId' | 'nominationId' | 'nomineeId' | 'userId' | 'clientHash'>): Promise<VoteRow | undefined> {
      const [stored] = await insert.execute(vote);
      return stored;
    },
  };
}

/** How many votes the user has cast, in every round and nomination, for the profile. */
export async function countVotes(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(votes).where(eq(votes.userId, userId));
  return row?.n ?? 0;
}

/** Whether the nomination has nominees in a round open at `now`: voting in it is open. */
export async function isVotingOpen(db: Database, nominationId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: nominees.id })
    .from(nominees)
    .innerJoin(votingRounds, eq(votingRounds.id, nominees.roundId))
    .where(and(eq(nominees.nominationId, nominationId), lte(votingRounds.startsAt, now), gt(votingRounds.endsAt, now)))
    .limit(1);
  return row !== undefined;
}

/** Every round, earliest start first. A season has a handful, so they are picked among in memory. */
export function readRounds(db: Database): Promise<RoundRow[]> {
  return db.select().from(votingRounds).orderBy(asc(votingRounds.startsAt), asc(votingRounds.id));
}

/** Every nominee of a round revealed by `now`, with its round and its votes, by nomination in the organisers' order. */
export function readRevealedStandings(db: Database, now: Date) {
  return db
    .select({ ...nomineeColumns, nominationId: nominees.nominationId, roundId: votingRounds.id, revealsAt: votingRounds.revealsAt, votes: count(votes.id) })
    .from(nominees)
    .innerJoin(votingRounds, and(eq(votingRounds.id, nominees.roundId), lte(votingRounds.revealsAt, now)))
    .leftJoin(votes, eq(votes.nomineeId, nominees.id))
    .groupBy(nominees.id, votingRounds.id)
    .orderBy(nominees.nominationId, ...nomineeOrder);
}

/** Stores voting rounds; the stored rows, with their ids. */
export function insertRounds(db: Database, rounds: NewRound[]) {
  return db.insert(votingRounds).values(rounds).returning();
}

/** Stores nominees; the stored rows, with their ids. */
export function insertNominees(db: Database, rows: NewNominee[]) {
  return db.insert(nominees).values(rows).returning();
}

const VOTE_BATCH = 1000;

/** Stores votes as they are (a demo season's), a thousand to a statement. */
export async function insertVotes(db: Database, rows: NewVote[]) {
  for (let start = 0; start < rows.length; start += VOTE_BATCH) await db.insert(votes).values(rows.slice(start, start + VOTE_BATCH));
}
