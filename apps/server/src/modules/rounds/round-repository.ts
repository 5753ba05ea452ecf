import { and, asc, eq, getTableColumns, isNull } from 'drizzle-orm';
import type { Database } from '../../lib/db/client';
import { votingRounds } from './tables';

/** The one place that reads and writes voting rounds' rows; their life moves in round-life.ts. */

/**
 * A round as every read gives it: without its sealed standings' text, which can run to tens of
 * kilobytes and is read once per digest (`readStandingsText`) by the few that need it.
 */
const { standings: _standings, ...roundColumns } = getTableColumns(votingRounds);
export type RoundRow = Omit<typeof votingRounds.$inferSelect, 'standings'>;
export type NewRound = typeof votingRounds.$inferInsert;

/**
 * One round, or undefined; locked until the transaction ends when asked: `update` for a change
 * that a seal must wait for (and that waits for a seal), `share` for several such writes at once.
 */
export async function findRound(db: Database, roundId: number, options: { lock?: 'update' | 'share' } = {}): Promise<RoundRow | undefined> {
  const query = db.select(roundColumns).from(votingRounds).where(eq(votingRounds.id, roundId));
  const [round] = await (options.lock ? query.for(options.lock) : query);
  return round;
}

/** Every round, earliest start first. A season has a handful, so they are picked among in memory. */
export function readRounds(db: Database): Promise<RoundRow[]> {
  return db.select(roundColumns).from(votingRounds).orderBy(asc(votingRounds.startsAt), asc(votingRounds.id));
}

/** A sealed round's standings as stored: the canonical JSON its digest is of; undefined before sealing. */
export async function readStandingsText(db: Database, roundId: number): Promise<string | undefined> {
  const [row] = await db.select({ standings: votingRounds.standings }).from(votingRounds).where(eq(votingRounds.id, roundId));
  return row?.standings ?? undefined;
}

/** Stores voting rounds; the stored rows, with their ids. */
export function insertRounds(db: Database, rounds: NewRound[]) {
  return db.insert(votingRounds).values(rounds).returning();
}

export type RoundSchedule = Pick<RoundRow, 'startsAt' | 'endsAt' | 'revealsAt' | 'audienceWeight' | 'juryWeight' | 'tieBreak' | 'liveReveal'>;

/** Changes a round's dates and blend. */
export async function storeSchedule(db: Database, roundId: number, schedule: RoundSchedule): Promise<void> {
  await db.update(votingRounds).set(schedule).where(eq(votingRounds.id, roundId));
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

/** Records that the control room revealed a round's last nomination. */
export async function storeRoundRevealed(db: Database, roundId: number, at: Date): Promise<void> {
  await db.update(votingRounds).set({ revealedAt: at }).where(and(eq(votingRounds.id, roundId), isNull(votingRounds.revealedAt)));
}
