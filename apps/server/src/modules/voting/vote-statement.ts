import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { Database } from '../../lib/db/client';
import { votingWindows } from '../rounds';
import { accountsThatMayVote } from '../users';
import { votes } from './tables';

/** A vote as cast: who (by their token, whose version their account must still have), where from, for which nominee of which nomination, and when. */
export interface Ballot {
  userId: number;
  tokenVersion: number;
  nominationId: number;
  nomineeId: number;
  clientHash: string;
  addressHash: string;
  castAt: Date;
}

/**
 * The votes table as a cast vote fills it: the insert below takes its rows from a query, and
 * Drizzle's insert-from-query names every column of its table, the id and the quarantine's too.
 */
const castVotes = pgTable('votes', {
  roundId: integer('round_id').notNull(),
  nominationId: integer('nomination_id').notNull(),
  nomineeId: integer('nominee_id').notNull(),
  userId: integer('user_id'),
  clientHash: text('client_hash'),
  addressHash: text('address_hash'),
});

/** A batch of ballots as rows, from one array per column: the statement is the same for any number of them. */
const ballotRows = sql`unnest(
  ${sql.placeholder('userIds')}::integer[], ${sql.placeholder('tokenVersions')}::integer[], ${sql.placeholder('nominationIds')}::integer[], ${sql.placeholder('nomineeIds')}::integer[],
  ${sql.placeholder('clientHashes')}::text[], ${sql.placeholder('addressHashes')}::text[], ${sql.placeholder('castAt')}::timestamptz[]
) as ballot(user_id, token_version, nomination_id, nominee_id, client_hash, address_hash, cast_at)`;
const ballot = (column: string) => sql.raw(`ballot.${column}`);

/**
 * The vote's statement, prepared once per database: a vote is the busiest write, and a prepared
 * statement is not rebuilt for each batch (nor planned again, on PostgreSQL). The checks of each
 * ballot (its voter's account still takes their token and is not blocked; its nominee stands in
 * its nomination, in a round open when it was cast) and its insert are one statement: what is
 * stored is what the database held true then.
 */
export function prepareVoteInsert(db: Database) {
  const accounts = accountsThatMayVote(db);
  const windows = votingWindows(db);
  const insert = db
    .insert(castVotes)
    .select(
      db
        .select({
          roundId: windows.roundId,
          nominationId: windows.nominationId,
          nomineeId: windows.nomineeId,
          userId: sql<number>`${ballot('user_id')}`.as('user_id'),
          clientHash: sql<string>`${ballot('client_hash')}`.as('client_hash'),
          addressHash: sql<string>`${ballot('address_hash')}`.as('address_hash'),
        })
        .from(ballotRows)
        .innerJoin(accounts, and(eq(accounts.id, ballot('user_id')), eq(accounts.tokenVersion, ballot('token_version'))))
        .innerJoin(
          windows,
          and(eq(windows.nomineeId, ballot('nominee_id')), eq(windows.nominationId, ballot('nomination_id')), lte(windows.opensAt, ballot('cast_at')), gt(windows.closesAt, ballot('cast_at'))),
        ),
    )
    .onConflictDoNothing()
    .returning({ id: votes.id, roundId: votes.roundId, nominationId: votes.nominationId, nomineeId: votes.nomineeId, userId: votes.userId, createdAt: votes.createdAt })
    .prepare('vote_insert');

  /**
   * Stores each ballot whose voter's account still takes its token version and is not blocked,
   * and whose nominee stands in its nomination in a round open at its `castAt`, unless its user
   * already has a vote in that round and nomination: the unique index decides,
   * so of concurrent votes by one user exactly one is stored. The ballots must be of distinct
   * (user, nomination) pairs; the stored votes, in no particular order.
   */
  return function insertVotes(ballots: readonly Ballot[]) {
    return insert.execute({
      userIds: ballots.map((vote) => vote.userId),
      tokenVersions: ballots.map((vote) => vote.tokenVersion),
      nominationIds: ballots.map((vote) => vote.nominationId),
      nomineeIds: ballots.map((vote) => vote.nomineeId),
      clientHashes: ballots.map((vote) => vote.clientHash),
      addressHashes: ballots.map((vote) => vote.addressHash),
      castAt: ballots.map((vote) => vote.castAt.toISOString()),
    });
  };
}
export type InsertVotes = ReturnType<typeof prepareVoteInsert>;
export type StoredVote = Awaited<ReturnType<InsertVotes>>[number];
