import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../lib/db/client';
import { nominees, votingRounds } from './tables';

/**
 * Each nominee with the window its round takes votes in (from `opensAt`, until before `closesAt`):
 * what a vote is checked against. A subquery, so the vote stays one statement; the database reads
 * it as the join of the nominee and its round.
 */
export const votingWindows = (db: Database) =>
  db
    .select({ nomineeId: nominees.id, nominationId: nominees.nominationId, roundId: nominees.roundId, opensAt: votingRounds.startsAt, closesAt: votingRounds.endsAt })
    .from(nominees)
    .innerJoin(votingRounds, eq(votingRounds.id, nominees.roundId))
    .as('voting_windows');

/** Whether the nomination has nominees in a round open at `now`: voting in it is open. */
export async function isVotingOpen(db: Database, nominationId: number, now: Date): Promise<boolean> {
  const windows = votingWindows(db);
  const [row] = await db
    .select({ id: windows.nomineeId })
    .from(windows)
    .where(and(eq(windows.nominationId, nominationId), lte(windows.opensAt, now), gt(windows.closesAt, now)))
    .limit(1);
  return row !== undefined;
}

/** The nominee if it stands in this nomination in a round open at `now`: what explains a vote not stored. Prepared once per database. */
export function openNomineeFinder(db: Database) {
  const windows = votingWindows(db);
  const query = db
    .select({ id: windows.nomineeId, roundId: windows.roundId, nominationId: windows.nominationId })
    .from(windows)
    .where(
      and(
        eq(windows.nomineeId, sql.placeholder('nomineeId')),
        eq(windows.nominationId, sql.placeholder('nominationId')),
        lte(windows.opensAt, sql.placeholder('now')),
        gt(windows.closesAt, sql.placeholder('now')),
      ),
    )
    .prepare('vote_open_nominee');
  return async (nomineeId: number, nominationId: number, now: Date) => {
    const [nominee] = await query.execute({ nomineeId, nominationId, now: now.toISOString() });
    return nominee;
  };
}
