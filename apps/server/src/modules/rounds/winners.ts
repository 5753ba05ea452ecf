import type { LiveWinner, NominationStanding, NomineeResult, VotingWinner } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { readNomineesById } from './nominee-repository';
import { readLiveReveals } from './round-nominations';
import { readRounds, type RoundRow } from './round-repository';
import { isNominationRevealed } from './round-views';
import { nominationStandingOf, publicResults, sealedStandings } from './sealed-results';

/** The first of a nomination's standings; none where nobody voted and no judge scored. */
function firstPlace(standing: NominationStanding): NomineeResult | undefined {
  const [first] = publicResults(standing);
  return first && standing.decidedBy !== 'none' ? first : undefined;
}

/** The winner a reveal of the nomination announces, from the round's sealed standings; null without one (or before sealing). */
export async function sealedWinner(db: Database, round: Pick<RoundRow, 'id' | 'standingsDigest'>, nominationId: number): Promise<LiveWinner | null> {
  const standings = await sealedStandings(db, round);
  const standing = standings && nominationStandingOf(standings, nominationId);
  const first = standing && firstPlace(standing);
  const [nominee] = first ? await readNomineesById(db, [first.nomineeId]) : [];
  return first && nominee ? { nickname: nominee.nickname, photo: nominee.photo, result: first.result } : null;
}

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
      const first = firstPlace(standing);
      latest.set(standing.nominationId, first ? { nominationId: standing.nominationId, nomineeId: first.nomineeId, votes: first.votes, percentage: first.percentage, result: first.result } : null);
    }
  }
  const chosen = [...latest.values()].filter((winner): winner is Chosen => winner !== null).sort((a, b) => a.nominationId - b.nominationId);
  const nominees = new Map((await readNomineesById(db, chosen.map((winner) => winner.nomineeId))).map((nominee) => [nominee.id, nominee]));
  return chosen.flatMap(({ nomineeId, ...winner }) => {
    const nominee = nominees.get(nomineeId);
    return nominee ? [{ ...winner, nominee }] : [];
  });
}
