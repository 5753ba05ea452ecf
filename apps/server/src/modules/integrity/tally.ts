import type { NomineeTally, RoundTally } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { readRoundNominees } from '../rounds';
import { readRoundVoteCounts } from '../voting';

const sum = (tallies: NomineeTally[], key: 'votes' | 'counted') => tallies.reduce((total, tally) => total + tally[key], 0);

/** The round's tally per nomination with nominees, each nominee's votes counting all and after quarantine, in the organisers' order. */
export async function roundTally(db: Database, roundId: number): Promise<RoundTally> {
  const [nominees, counts] = await Promise.all([readRoundNominees(db, roundId), readRoundVoteCounts(db, roundId)]);
  const byNomination = new Map<number, NomineeTally[]>();
  for (const { id, nickname, nominationId } of nominees) {
    const { votes, counted } = counts.get(id) ?? { votes: 0, counted: 0 };
    byNomination.set(nominationId, [...(byNomination.get(nominationId) ?? []), { nomineeId: id, nickname, votes, counted }]);
  }
  return {
    roundId,
    nominations: [...byNomination].map(([nominationId, tallies]) => ({ nominationId, votes: sum(tallies, 'votes'), counted: sum(tallies, 'counted'), nominees: tallies })),
  };
}
