import { and, count, eq, lte } from 'drizzle-orm';
import type { VotingWinner } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { nominees, votes, votingRounds } from '../../lib/db/schema';
import { nomineeColumns, nomineeOrder } from './repository';
import { nomineeResults } from './shares';

/**
 * Per nomination, the most voted nominee of the last round revealed by `now` (ties go to the
 * organisers' order), with its votes and share. A nomination nobody voted in has no winner;
 * nothing revealed yet gives an empty list.
 */
export async function readWinners(db: Database, now: Date): Promise<VotingWinner[]> {
  const rows = await db
    .select({ ...nomineeColumns, nominationId: nominees.nominationId, roundId: votingRounds.id, revealsAt: votingRounds.revealsAt, votes: count(votes.id) })
    .from(nominees)
    .innerJoin(votingRounds, and(eq(votingRounds.id, nominees.roundId), lte(votingRounds.revealsAt, now)))
    .leftJoin(votes, eq(votes.nomineeId, nominees.id))
    .groupBy(nominees.id, votingRounds.id)
    .orderBy(nominees.nominationId, ...nomineeOrder);

  const lastRound = new Map<number, (typeof rows)[number]>();
  for (const row of rows) {
    const kept = lastRound.get(row.nominationId);
    if (!kept || row.revealsAt > kept.revealsAt || (row.revealsAt.getTime() === kept.revealsAt.getTime() && row.roundId > kept.roundId)) {
      lastRound.set(row.nominationId, row);
    }
  }

  return [...lastRound.values()].flatMap(({ nominationId, roundId }) => {
    const standing = rows.filter((row) => row.nominationId === nominationId && row.roundId === roundId);
    const results = nomineeResults(
      standing.map((row) => row.id),
      new Map(standing.map((row) => [row.id, row.votes])),
    );
    const best = results.reduce((top, result) => (result.votes > top.votes ? result : top));
    if (best.votes === 0) return [];
    const { id, nickname, photo, linkToPage } = standing.find((row) => row.id === best.nomineeId)!;
    return [{ nominationId, nominee: { id, nickname, photo, linkToPage }, votes: best.votes, percentage: best.percentage }];
  });
}
