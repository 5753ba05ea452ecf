import type { VotingWinner } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { readRevealedStandings } from './repository';
import { nomineeResults } from './shares';

/**
 * Per nomination, the most voted nominee of the last round revealed by `now` (ties go to the
 * organisers' order), with its votes and share. A nomination nobody voted in has no winner;
 * nothing revealed yet gives an empty list.
 */
export async function readWinners(db: Database, now: Date): Promise<VotingWinner[]> {
  const rows = await readRevealedStandings(db, now);

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
