import type { DecidedBy, Nominee, NomineeResult, ResultDecision } from '@awards/contracts';

export interface Standing {
  nominee: Nominee;
  /** The nominee's place in the sealed standings: 1 is first, every nominee has its own. */
  rank: number;
  votes: number;
  /** Share of the nomination's votes, 0 to 100. */
  percentage: number;
  /** The judges' mean score (1 to 10), null when no judge scored the nominee. */
  juryMean: number | null;
  /** The blended result, 0 to 100. */
  result: number;
  /** Another nominee has the same result; the round's tie-break placed them. */
  tied: boolean;
  /** First in a nomination that has a winner (a nomination without votes or scores has none). */
  first: boolean;
}

const clamp = (value: number) => Math.min(100, Math.max(0, value));

/**
 * The revealed results joined to their nominees, in the server's rank order: the sealed standings
 * decided the places, ties included, so nothing here ranks again. A result whose nominee the page
 * does not list has no name to show and is left out; a share or result outside 0 to 100 is clamped,
 * so a bar never overflows its track.
 */
export function standings(nominees: readonly Nominee[], results: readonly NomineeResult[], decision: ResultDecision | null): Standing[] {
  const byId = new Map(nominees.map((nominee) => [nominee.id, nominee]));
  const hasWinner = decision ? decision.decidedBy !== 'none' : results.some((result) => result.votes > 0 || result.juryMean !== null);
  return [...results]
    .sort((a, b) => a.rank - b.rank)
    .flatMap((result) => {
      const nominee = byId.get(result.nomineeId);
      if (!nominee) return [];
      return [
        {
          nominee,
          rank: result.rank,
          votes: result.votes,
          percentage: clamp(result.percentage),
          juryMean: result.juryMean,
          result: clamp(result.result),
          tied: result.tied,
          first: hasWinner && result.rank === 1,
        },
      ];
    });
}

/** What the weights were decided from: both shares, or only the one anybody gave. */
export type DecisionBasis = 'blend' | 'audience_only' | 'jury_only';

export interface DecisionExplained {
  /** Null when the nomination had one nominee, or nothing to decide from at all. */
  basis: DecisionBasis | null;
  decidedBy: DecidedBy;
}

/**
 * How to explain a nomination's outcome. A share weighs 0 either because nobody gave it (no votes,
 * no judge's score: the results say which) or because the organisers set it so; only the first is
 * said as "decided by the other alone", the second is a blend like any other.
 */
export function explainDecision(decision: ResultDecision, results: readonly Pick<NomineeResult, 'votes' | 'juryMean'>[]): DecisionExplained {
  const { decidedBy, weights } = decision;
  if (decidedBy === 'none' || decidedBy === 'uncontested') return { basis: null, decidedBy };
  if (weights.jury === 0 && results.every((result) => result.juryMean === null)) return { basis: 'audience_only', decidedBy };
  if (weights.audience === 0 && results.every((result) => result.votes === 0)) return { basis: 'jury_only', decidedBy };
  return { basis: 'blend', decidedBy };
}
