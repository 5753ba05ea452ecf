import type { VotingWinner } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { readLiveReveals, readNomineesById, readRounds } from './repository';
import { isNominationRevealed } from './rounds';
import { publicResults, sealedStandings } from './sealed-results';

/**
 * Per nomination, the first of the sealed standings of the last round (in start order) in which the
 * nomination is revealed by `now`, with its votes, share and result. A nomination where nobody voted
 * and no judge scored in that round has no winner; nothing revealed yet gives an empty list.
 */
type Chosen = Omit<VotingWinner, 'nominee'> & { nomineeId: number };

export async function readWinners(db: Database, now: Date): Promise<VotingWinner[]> {
  const [rounds, reveals] = await Promise.all([readRounds(db), readLiveReveals(db)]);
  const latest = new Map<number, Chosen | null>();
  for (const round of rounds) {
    const standings = await sealedStandings(db, round);
    if (!standings) continue;
    for (const standing of standings.nominations) {
      if (!isNominationRevealed(round, reveals.get(round.id) ?? new Set(), standing.nominationId, now)) continue;
      const [first] = publicResults(standing);
      latest.set(standing.nominationId, first && standing.decidedBy !== 'none' ? { nominationId: standing.nominationId, nomineeId: first.nomineeId, votes: first.votes, percentage: first.percentage, result: first.result } : null);
    }
  }
  const chosen = [...latest.values()].filter((winner): winner is Chosen => winner !== null).sort((a, b) => a.nominationId - b.nominationId);
  const nominees = new Map((await readNomineesById(db, chosen.map((winner) => winner.nomineeId))).map((nominee) => [nominee.id, nominee]));
  return chosen.flatMap(({ nomineeId, ...winner }) => {
    const nominee = nominees.get(nomineeId);
    return nominee ? [{ ...winner, nominee }] : [];
  });
}
