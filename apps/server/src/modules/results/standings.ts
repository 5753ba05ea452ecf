import type { DecidedBy, NominationStanding, NomineeStanding, TieBreak } from '@awards/contracts';

/** A nominee's votes and the scores judges without a conflict gave it, in the organisers' order. */
export interface NomineeTally {
  nomineeId: number;
  nickname: string;
  votes: number;
  scoreCount: number;
  scoreSum: number;
}

export interface NominationTally {
  nominationId: number;
  nominees: NomineeTally[];
  /** Judges who scored in the nomination, and judges who declared a conflict there. */
  judges: number;
  abstentions: number;
}

export interface BlendRule {
  audienceWeight: number;
  juryWeight: number;
  tieBreak: TieBreak;
}

const rounded = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** Larger first. Means are compared as fractions (sum over count), so that no rounding decides. */
const byVotes = (a: NomineeTally, b: NomineeTally) => b.votes - a.votes;
const byJuryMean = (a: NomineeTally, b: NomineeTally) => b.scoreSum * a.scoreCount - a.scoreSum * b.scoreCount || b.scoreCount - a.scoreCount;

const TIE_BREAK_ORDER: Record<TieBreak, { name: DecidedBy; compare: typeof byVotes }[]> = {
  audience_then_jury: [
    { name: 'audience_share', compare: byVotes },
    { name: 'jury_mean', compare: byJuryMean },
  ],
  jury_then_audience: [
    { name: 'jury_mean', compare: byJuryMean },
    { name: 'audience_share', compare: byVotes },
  ],
};

/**
 * A nomination's standings: each nominee's result is `audience weight × audience share + jury
 * weight × jury share`, the audience share being its votes over the nomination's votes and the jury
 * share its mean score over the sum of the nominees' means. A share nobody gave (no votes at all, or
 * no scores at all) weighs nothing and the other weighs all 100, so results stay out of 100. Equal
 * results (to four decimals) are ordered by the round's tie-break, then by the organisers' order.
 */
export function nominationStanding(tally: NominationTally, rule: BlendRule): NominationStanding {
  const totalVotes = tally.nominees.reduce((sum, nominee) => sum + nominee.votes, 0);
  const mean = (nominee: NomineeTally) => (nominee.scoreCount > 0 ? nominee.scoreSum / nominee.scoreCount : 0);
  const sumOfMeans = tally.nominees.reduce((sum, nominee) => sum + mean(nominee), 0);
  const given = { audience: totalVotes > 0 ? rule.audienceWeight : 0, jury: sumOfMeans > 0 ? rule.juryWeight : 0 };
  const weightSum = given.audience + given.jury;
  // The weights as applied, out of 100: what the standings say, and what anyone recomputes a result with.
  const audienceWeight = weightSum > 0 ? Math.round((100 * given.audience) / weightSum) : 0;
  const weights = { audience: audienceWeight, jury: weightSum > 0 ? 100 - audienceWeight : 0 };

  const scored = tally.nominees.map((nominee, order) => {
    const audienceShare = totalVotes > 0 ? nominee.votes / totalVotes : 0;
    const juryShare = sumOfMeans > 0 ? mean(nominee) / sumOfMeans : 0;
    const result = rounded(weights.audience * audienceShare + weights.jury * juryShare, 4);
    return { nominee, order, audienceShare, juryShare, result };
  });

  const tieBreaks = TIE_BREAK_ORDER[rule.tieBreak];
  const ranked = [...scored].sort((a, b) => {
    if (a.result !== b.result) return b.result - a.result;
    for (const { compare } of tieBreaks) {
      const decided = compare(a.nominee, b.nominee);
      if (decided !== 0) return decided;
    }
    return a.order - b.order;
  });

  const nominees: NomineeStanding[] = ranked.map(({ nominee, audienceShare, juryShare, result }, index) => ({
    rank: index + 1,
    nomineeId: nominee.nomineeId,
    nickname: nominee.nickname,
    votes: nominee.votes,
    audienceShare: rounded(audienceShare, 6),
    juryScores: nominee.scoreCount,
    jurySum: nominee.scoreSum,
    juryMean: nominee.scoreCount > 0 ? rounded(mean(nominee), 4) : null,
    juryShare: rounded(juryShare, 6),
    result,
    tied: ranked.some((other) => other !== ranked[index] && other.result === result),
  }));

  return {
    nominationId: tally.nominationId,
    totalVotes,
    judges: tally.judges,
    abstentions: tally.abstentions,
    weights,
    decidedBy: decidedBy(ranked, weightSum, tieBreaks),
    nominees,
  };
}

/** What separated the first from the second. */
function decidedBy(ranked: { nominee: NomineeTally; result: number }[], weightSum: number, tieBreaks: (typeof TIE_BREAK_ORDER)[TieBreak]): DecidedBy {
  const [first, second] = ranked;
  if (!first || weightSum === 0) return 'none';
  if (!second) return 'uncontested';
  if (first.result !== second.result) return 'result';
  return tieBreaks.find(({ compare }) => compare(first.nominee, second.nominee) !== 0)?.name ?? 'order';
}
