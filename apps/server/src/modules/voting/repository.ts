import { and, asc, count, eq, getTableColumns, gt, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Nominee } from '@awards/contracts';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { Database } from '../../lib/db/client';
import { nominees, roundNominations, votingRounds } from '../rounds/tables';
import { users } from '../users/tables';
import { votes } from './tables';

/** The one place that reads and writes voting rounds, nominees and votes. */

export type VoteRow = typeof votes.$inferSelect;
/**
 * A round as every read gives it: without its sealed standings' text, which can run to tens of
 * kilobytes and is read once per digest (`readStandingsText`) by the few that need it.
 */
const { standings: _standings, ...roundColumns } = getTableColumns(votingRounds);
export type RoundRow = Omit<typeof votingRounds.$inferSelect, 'standings'>;
export type NewRound = typeof votingRounds.$inferInsert;
export type NewNominee = typeof nominees.$inferInsert;
export type NewVote = typeof votes.$inferInsert;

/** A nominee's columns as every view of a nominee shows them. */
export const nomineeColumns = { id: nominees.id, nickname: nominees.nickname, photo: nominees.photo, linkToPage: nominees.linkToPage };

export const nomineeOrder = [asc(nominees.sort), asc(nominees.id)];

/** A nomination's nominees in a round, in the organisers' order, with the entry each stands for (null for one added by hand). */
export function readNominees(db: Database, roundId: number, nominationId: number): Promise<(Nominee & { applicationId: number | null })[]> {
  return db
    .select({ ...nomineeColumns, applicationId: nominees.applicationId })
    .from(nominees)
    .where(and(eq(nominees.roundId, roundId), eq(nominees.nominationId, nominationId)))
    .orderBy(...nomineeOrder);
}

/**
 * One round, or undefined; locked until the transaction ends when asked: `update` for a change
 * that a seal must wait for (and that waits for a seal), `share` for several such writes at once.
 */
export async function findRound(db: Database, roundId: number, options: { lock?: 'update' | 'share' } = {}): Promise<RoundRow | undefined> {
  const query = db.select(roundColumns).from(votingRounds).where(eq(votingRounds.id, roundId));
  const [round] = await (options.lock ? query.for(options.lock) : query);
  return round;
}

/** A sealed round's standings as stored: the canonical JSON its digest is of; undefined before sealing. */
export async function readStandingsText(db: Database, roundId: number): Promise<string | undefined> {
  const [row] = await db.select({ standings: votingRounds.standings }).from(votingRounds).where(eq(votingRounds.id, roundId));
  return row?.standings ?? undefined;
}

/** A round's nominees with what stands behind each (the entry, the nomination), by nomination in the organisers' order; one nomination's when given. */
export function readRoundNominees(db: Database, roundId: number, nominationId?: number) {
  return db
    .select({ ...nomineeColumns, nominationId: nominees.nominationId, applicationId: nominees.applicationId, sort: nominees.sort })
    .from(nominees)
    .where(and(eq(nominees.roundId, roundId), nominationId === undefined ? undefined : eq(nominees.nominationId, nominationId)))
    .orderBy(nominees.nominationId, ...nomineeOrder);
}
export type RoundNominee = Awaited<ReturnType<typeof readRoundNominees>>[number];

export async function findVote(db: Database, userId: number, roundId: number, nominationId: number): Promise<VoteRow | undefined> {
  const [vote] = await db
    .select()
    .from(votes)
    .where(and(eq(votes.userId, userId), eq(votes.roundId, roundId), eq(votes.nominationId, nominationId)));
  return vote;
}

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
 * The queries of a vote, prepared once per database: a vote is the busiest write, and a prepared
 * statement is not rebuilt for each batch (nor planned again, on PostgreSQL).
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
  // The checks of each ballot (its voter's account still takes their token and is not blocked; its
  // nominee stands in its nomination, in a round open when it was cast) and its insert in one
  // statement: what is stored is what the database held true then.
  const insert = db
    .insert(castVotes)
    .select(
      db
        .select({
          roundId: nominees.roundId,
          nominationId: nominees.nominationId,
          nomineeId: nominees.id,
          userId: sql<number>`${ballot('user_id')}`.as('user_id'),
          clientHash: sql<string>`${ballot('client_hash')}`.as('client_hash'),
          addressHash: sql<string>`${ballot('address_hash')}`.as('address_hash'),
        })
        .from(ballotRows)
        .innerJoin(users, and(eq(users.id, ballot('user_id')), eq(users.tokenVersion, ballot('token_version')), eq(users.blocked, false)))
        .innerJoin(nominees, and(eq(nominees.id, ballot('nominee_id')), eq(nominees.nominationId, ballot('nomination_id'))))
        .innerJoin(votingRounds, and(eq(votingRounds.id, nominees.roundId), lte(votingRounds.startsAt, ballot('cast_at')), gt(votingRounds.endsAt, ballot('cast_at')))),
    )
    .onConflictDoNothing()
    .returning({ id: votes.id, roundId: votes.roundId, nominationId: votes.nominationId, nomineeId: votes.nomineeId, userId: votes.userId, createdAt: votes.createdAt })
    .prepare('vote_insert');

  return {
    /** The nominee if it stands in this nomination in a round open at `now`: what explains a vote not stored. */
    async findOpenNominee(nomineeId: number, nominationId: number, now: Date) {
      const [nominee] = await openNominee.execute({ nomineeId, nominationId, now: now.toISOString() });
      return nominee;
    },
    /**
     * Stores each ballot whose voter's account still takes its token version and is not blocked,
     * and whose nominee stands in its nomination in a round open at its `castAt`, unless its user
     * already has a vote in that round and nomination: the unique index decides,
     * so of concurrent votes by one user exactly one is stored. The ballots must be of distinct
     * (user, nomination) pairs; the stored votes, in no particular order.
     */
    insertVotes(ballots: readonly Ballot[]) {
      return insert.execute({
        userIds: ballots.map((vote) => vote.userId),
        tokenVersions: ballots.map((vote) => vote.tokenVersion),
        nominationIds: ballots.map((vote) => vote.nominationId),
        nomineeIds: ballots.map((vote) => vote.nomineeId),
        clientHashes: ballots.map((vote) => vote.clientHash),
        addressHashes: ballots.map((vote) => vote.addressHash),
        castAt: ballots.map((vote) => vote.castAt.toISOString()),
      });
    },
  };
}
export type VoteQueries = ReturnType<typeof prepareVoteQueries>;
export type StoredVote = Awaited<ReturnType<VoteQueries['insertVotes']>>[number];

/** How many votes the user has cast, in every round and nomination, for the profile. */
export async function countVotes(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(votes).where(eq(votes.userId, userId));
  return row?.n ?? 0;
}

/** The user's votes, oldest first, with the round's kind and the nominee's nickname: what they chose, not how they were hashed. */
export function readVotesOf(db: Database, userId: number) {
  return db
    .select({ roundId: votes.roundId, roundKind: votingRounds.kind, nominationId: votes.nominationId, nomineeId: votes.nomineeId, nomineeNickname: nominees.nickname, createdAt: votes.createdAt })
    .from(votes)
    .innerJoin(votingRounds, eq(votingRounds.id, votes.roundId))
    .innerJoin(nominees, eq(nominees.id, votes.nomineeId))
    .where(eq(votes.userId, userId))
    .orderBy(asc(votes.createdAt), asc(votes.id));
}

/**
 * Unlinks the user's votes as their account goes: they still count for their nominees, but
 * neither the account nor the hashes of where they came from tie them to anyone. How many.
 */
export async function unlinkVotesOf(db: Database, userId: number): Promise<number> {
  const unlinked = await db.update(votes).set({ userId: null, clientHash: null, addressHash: null }).where(eq(votes.userId, userId)).returning({ id: votes.id });
  return unlinked.length;
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
  return db.select(roundColumns).from(votingRounds).orderBy(asc(votingRounds.startsAt), asc(votingRounds.id));
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

/** Nominees by id, as every view of a nominee shows them. */
export function readNomineesById(db: Database, ids: number[]): Promise<Nominee[]> {
  return ids.length === 0 ? Promise.resolve([]) : db.select(nomineeColumns).from(nominees).where(inArray(nominees.id, ids));
}

/** The nominations the control room has revealed, per round: a round revealed live shows only these. */
export async function readLiveReveals(db: Database, roundId?: number): Promise<Map<number, Set<number>>> {
  const rows = await db
    .select({ roundId: roundNominations.roundId, nominationId: roundNominations.nominationId })
    .from(roundNominations)
    .where(and(isNotNull(roundNominations.revealedAt), roundId === undefined ? undefined : eq(roundNominations.roundId, roundId)));
  const reveals = new Map<number, Set<number>>();
  for (const row of rows) reveals.set(row.roundId, (reveals.get(row.roundId) ?? new Set()).add(row.nominationId));
  return reveals;
}

export interface Seal {
  sealedAt: Date;
  sealedBy: number | null;
  standings: string;
  standingsDigest: string;
}

/** Stores a round's seal unless it already has one (then undefined): of two organisers sealing at once, one wins. */
export async function storeSeal(db: Database, roundId: number, seal: Seal): Promise<RoundRow | undefined> {
  const [round] = await db
    .update(votingRounds)
    .set(seal)
    .where(and(eq(votingRounds.id, roundId), isNull(votingRounds.sealedAt)))
    .returning(roundColumns);
  return round;
}

/** Records nominations of a round as revealed live at `at`; one already revealed keeps its time. */
export async function markNominationsRevealed(db: Database, roundId: number, nominationIds: number[], at: Date): Promise<void> {
  if (nominationIds.length === 0) return;
  await db
    .insert(roundNominations)
    .values(nominationIds.map((nominationId) => ({ roundId, nominationId, revealedAt: at })))
    .onConflictDoUpdate({ target: [roundNominations.roundId, roundNominations.nominationId], set: { revealedAt: sql`coalesce(${roundNominations.revealedAt}, excluded.revealed_at)` } });
}

/** Records that the control room revealed a round's last nomination. */
export async function markRoundRevealed(db: Database, roundId: number, at: Date): Promise<void> {
  await db.update(votingRounds).set({ revealedAt: at }).where(and(eq(votingRounds.id, roundId), isNull(votingRounds.revealedAt)));
}

/** A round's nominations as the live show runs them: their stored place in the running order and reveal time. */
export function readRoundNominations(db: Database, roundId: number) {
  return db
    .select({ nominationId: roundNominations.nominationId, revealOrder: roundNominations.revealOrder, revealedAt: roundNominations.revealedAt })
    .from(roundNominations)
    .where(eq(roundNominations.roundId, roundId));
}

/** Stores the running order: each nomination's place is its index in `nominationIds`. */
export async function setRevealOrder(db: Database, roundId: number, nominationIds: number[]): Promise<void> {
  for (const [revealOrder, nominationId] of nominationIds.entries()) {
    await db
      .insert(roundNominations)
      .values({ roundId, nominationId, revealOrder })
      .onConflictDoUpdate({ target: [roundNominations.roundId, roundNominations.nominationId], set: { revealOrder } });
  }
}

export type RoundSchedule = Pick<RoundRow, 'startsAt' | 'endsAt' | 'revealsAt' | 'audienceWeight' | 'juryWeight' | 'tieBreak' | 'liveReveal'>;

/** Changes a round's dates and blend. */
export async function updateRoundSchedule(db: Database, roundId: number, schedule: RoundSchedule): Promise<void> {
  await db.update(votingRounds).set(schedule).where(eq(votingRounds.id, roundId));
}

/** A nomination's nominees in a round as stored, in the organisers' order: what the backstage builds the list from. */
export function readNomineeRows(db: Database, roundId: number, nominationId: number): Promise<NomineeRow[]> {
  return db
    .select()
    .from(nominees)
    .where(and(eq(nominees.roundId, roundId), eq(nominees.nominationId, nominationId)))
    .orderBy(...nomineeOrder);
}
export type NomineeRow = typeof nominees.$inferSelect;

/** Which of a nomination's nominees in a round anyone voted for: whether, never how many, as the tally stays sealed. */
export async function readVotedNominees(db: Database, roundId: number, nominationId: number): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ nomineeId: votes.nomineeId })
    .from(votes)
    .where(and(eq(votes.roundId, roundId), eq(votes.nominationId, nominationId)));
  return new Set(rows.map((row) => row.nomineeId));
}

/** Whether an entry stands as a nominee in any round: its upload is then public. */
export async function isNomineeEntry(db: Database, applicationId: number): Promise<boolean> {
  const [row] = await db.select({ id: nominees.id }).from(nominees).where(eq(nominees.applicationId, applicationId)).limit(1);
  return row !== undefined;
}

/** Gives nominees their places in the list, in the order of `ids`. */
export async function setNomineeSort(db: Database, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const places = sql.join(
    ids.map((id, place) => sql`when ${id} then ${place}`),
    sql` `,
  );
  await db
    .update(nominees)
    .set({ sort: sql`(case ${nominees.id} ${places} end)::integer` })
    .where(inArray(nominees.id, ids));
}

/**
 * A nominee of the round and nomination, its row locked until the transaction ends: a vote for it
 * arriving meanwhile waits (its reference to the row needs a share of it), so what is counted is what is voided.
 */
export async function lockNominee(db: Database, roundId: number, nominationId: number, nomineeId: number): Promise<NomineeRow | undefined> {
  const [row] = await db
    .select()
    .from(nominees)
    .where(and(eq(nominees.id, nomineeId), eq(nominees.roundId, roundId), eq(nominees.nominationId, nominationId)))
    .for('update');
  return row;
}

/** How many votes a nominee has, for the removal's confirmation only. */
export async function countNomineeVotes(db: Database, nomineeId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(votes).where(eq(votes.nomineeId, nomineeId));
  return row?.n ?? 0;
}

/** Removes a nominee and its votes (its jury scores go with it); how many votes that voided. */
export async function deleteNominee(db: Database, nomineeId: number): Promise<number> {
  const voided = await db.delete(votes).where(eq(votes.nomineeId, nomineeId)).returning({ id: votes.id });
  await db.delete(nominees).where(eq(nominees.id, nomineeId));
  return voided.length;
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
