import { STANDINGS_FORMAT, type RoundStandings, type TieBreak } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import type { Actor } from '../audit';
import { readJuryTallies } from '../jury';
import { readRoundNominees, roundLife, type RoundRow } from '../rounds';
import { readRoundVoteCounts } from '../voting';
import { canonicalStandings, standingsDigest } from './canonical';
import { nominationStanding, type NomineeTally } from './standings';

/** Who seals a round whose reveal time came without an organiser sealing it. */
export const SCHEDULE: Actor = { id: null, email: 'schedule' };

/** Every nomination of the round that has nominees, blended by the round's rule from its counted votes (quarantined ones left out) and the jury's counting scores. */
export async function computeStandings(db: Database, round: RoundRow, sealedAt: Date): Promise<RoundStandings> {
  const [nominees, votes, tallies] = await Promise.all([readRoundNominees(db, round.id), readRoundVoteCounts(db, round.id), readJuryTallies(db, round.id)]);
  const byNomination = new Map<number, NomineeTally[]>();
  for (const nominee of nominees) {
    const score = tallies.get(nominee.nominationId)?.scores.get(nominee.id);
    const tally = { nomineeId: nominee.id, nickname: nominee.nickname, votes: votes.get(nominee.id)?.counted ?? 0, scoreCount: score?.count ?? 0, scoreSum: score?.sum ?? 0 };
    byNomination.set(nominee.nominationId, [...(byNomination.get(nominee.nominationId) ?? []), tally]);
  }
  const rule = { audienceWeight: round.audienceWeight, juryWeight: round.juryWeight, tieBreak: round.tieBreak as TieBreak };
  return {
    format: STANDINGS_FORMAT,
    round: { id: round.id, kind: round.kind, startsAt: round.startsAt.toISOString(), endsAt: round.endsAt.toISOString(), ...rule },
    sealedAt: sealedAt.toISOString(),
    nominations: [...byNomination].map(([nominationId, tallied]) => {
      const jury = tallies.get(nominationId);
      return nominationStanding({ nominationId, nominees: tallied, judges: jury?.judges ?? 0, abstentions: jury?.abstentions ?? 0 }, rule);
    }),
  };
}

/**
 * Seals a closed round (the round's `seal` transition) with its standings computed once, stored as
 * canonical JSON with its digest. 404 for no such round, 409 while it is still open or once it is sealed.
 */
export function sealRound(db: Database, roundId: number, actor: Actor, now = new Date()): Promise<RoundRow> {
  return roundLife.seal(
    db,
    roundId,
    actor,
    async (tx, round, sealedAt) => {
      const standings = canonicalStandings(await computeStandings(tx, round, sealedAt));
      return { standings, digest: standingsDigest(standings) };
    },
    now,
  );
}
