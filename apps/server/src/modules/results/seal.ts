import { STANDINGS_FORMAT, type RoundStandings, type TieBreak } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { AppError } from '../../lib/errors';
import { recordAudit, type Actor } from '../audit';
import { readJuryTallies } from '../jury';
import { lockUnsealedRound, readRoundNominees, readRoundVoteCounts, storeSeal, type RoundRow } from '../voting';
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
 * Seals a closed round: computes its standings once, stores their canonical JSON with its digest,
 * and records who did it. The round's row is locked meanwhile, so a second seal waits and then
 * finds it sealed. 404 for no such round, 409 while it is still open or once it is sealed.
 */
export async function sealRound(db: Database, roundId: number, actor: Actor, now = new Date()): Promise<RoundRow> {
  return db.transaction(async (tx) => {
    const round = await lockUnsealedRound(tx, roundId);
    if (now < round.endsAt) throw new AppError(409, 'round_not_closed', 'error.round_not_closed');

    const standings = canonicalStandings(await computeStandings(tx, round, now));
    const digest = standingsDigest(standings);
    // The round is locked and unsealed: the store cannot find it sealed.
    const sealed = (await storeSeal(tx, round.id, { sealedAt: now, sealedBy: actor.id, standings, standingsDigest: digest }))!;
    await recordAudit(tx, actor, { action: 'round.seal', subjectType: 'round', subjectId: round.id, before: null, after: { sealedAt: now.toISOString(), digest } });
    return sealed;
  });
}
