import { RoundStandings, toCamel, type NominationStanding, type NomineeResult, type ResultDecision, type TieBreak } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { readStandingsText, type RoundRow } from './round-repository';
import { percentages } from './shares';

/** Parsed standings by digest: a sealed round's JSON never changes, so it is read and parsed once per process. */
const parsed = new Map<string, RoundStandings>();

/** A sealed round's standings, or null before sealing. */
export async function sealedStandings(db: Database, round: Pick<RoundRow, 'id' | 'standingsDigest'>): Promise<RoundStandings | null> {
  if (!round.standingsDigest) return null;
  const known = parsed.get(round.standingsDigest);
  if (known) return known;
  const text = await readStandingsText(db, round.id);
  if (!text) return null;
  const standings = toCamel(RoundStandings.parse(JSON.parse(text))) as RoundStandings;
  parsed.set(round.standingsDigest, standings);
  return standings;
}

/** One nomination's sealed standings in a round, or undefined when it had no nominees there. */
export const nominationStandingOf = (standings: RoundStandings, nominationId: number): NominationStanding | undefined =>
  standings.nominations.find((nomination) => nomination.nominationId === nominationId);

/** The public results of a nomination, in rank order: votes with their share in percent (to the nearest tenth), jury mean, blended result. */
export function publicResults(standing: NominationStanding): NomineeResult[] {
  const shares = percentages(standing.nominees.map((nominee) => nominee.votes));
  return standing.nominees.map((nominee, index) => ({
    nomineeId: nominee.nomineeId,
    rank: nominee.rank,
    votes: nominee.votes,
    percentage: shares[index]!,
    juryMean: nominee.juryMean,
    result: nominee.result,
    tied: nominee.tied,
  }));
}

export const resultDecision = (standing: NominationStanding, tieBreak: TieBreak): ResultDecision => ({
  weights: standing.weights,
  tieBreak,
  decidedBy: standing.decidedBy,
});
