import { describe, expect, it } from 'vitest';
import { nominationStanding, type BlendRule, type NomineeTally } from './standings';

const rule: BlendRule = { audienceWeight: 70, juryWeight: 30, tieBreak: 'audience_then_jury' };

/** A nominee with its votes and the scores judges gave it. */
const nominee = (nomineeId: number, votes: number, scores: number[] = []): NomineeTally => ({
  nomineeId,
  nickname: `streamer-${nomineeId}`,
  votes,
  scoreCount: scores.length,
  scoreSum: scores.reduce((sum, score) => sum + score, 0),
});

const standing = (nominees: NomineeTally[], overrides: Partial<BlendRule> = {}, judges = 2, abstentions = 0) =>
  nominationStanding({ nominationId: 1, nominees, judges, abstentions }, { ...rule, ...overrides });

/** Each nominee's id, rank and result, in rank order: the shape of the hand-computed tables below. */
const table = (result: ReturnType<typeof standing>) => result.nominees.map(({ nomineeId, rank, result: points, tied }) => ({ nomineeId, rank, result: points, tied }));

describe('A nomination’s blended standings', () => {
  it('blends 70 × the audience share with 30 × the jury share', () => {
    // Votes 60/30/10 of 100 → shares .6/.3/.1; means 8, 6, 6 of 20 → .4/.3/.3.
    // A = 70×.6 + 30×.4 = 54; B = 21 + 9 = 30; C = 7 + 9 = 16.
    const result = standing([nominee(1, 60, [7, 9]), nominee(2, 30, [6, 6]), nominee(3, 10, [5, 7])]);
    expect(table(result)).toEqual([
      { nomineeId: 1, rank: 1, result: 54, tied: false },
      { nomineeId: 2, rank: 2, result: 30, tied: false },
      { nomineeId: 3, rank: 3, result: 16, tied: false },
    ]);
    expect(result).toMatchObject({ totalVotes: 100, weights: { audience: 70, jury: 30 }, decidedBy: 'result' });
    expect(result.nominees[0]).toMatchObject({ audienceShare: 0.6, juryScores: 2, jurySum: 16, juryMean: 8, juryShare: 0.4 });
  });

  it('breaks an equal result by the larger audience share, then by the larger jury mean', () => {
    // Votes 60/40 → .6/.4; means 2 and 5.5 of 7.5 → 4/15 and 11/15.
    // A = 42 + 30×4/15 = 50; B = 28 + 30×11/15 = 50: equal, and the second has more votes.
    const nominees = [nominee(1, 40, [5, 6]), nominee(2, 60, [2, 2])];
    const audienceFirst = standing(nominees);
    expect(table(audienceFirst)).toEqual([
      { nomineeId: 2, rank: 1, result: 50, tied: true },
      { nomineeId: 1, rank: 2, result: 50, tied: true },
    ]);
    expect(audienceFirst.decidedBy).toBe('audience_share');

    const juryFirst = standing(nominees, { tieBreak: 'jury_then_audience' });
    expect(table(juryFirst).map((row) => row.nomineeId)).toEqual([1, 2]);
    expect(juryFirst.decidedBy).toBe('jury_mean');
  });

  it('leaves nominees equal in everything in the organisers’ order', () => {
    const result = standing([nominee(1, 10, [7]), nominee(2, 10, [7]), nominee(3, 0, [1])]);
    // Votes 10/10/0 → .5/.5/0; means 7/7/1 of 15. A = B = 35 + 14 = 49; C = 0 + 2 = 2.
    expect(table(result)).toEqual([
      { nomineeId: 1, rank: 1, result: 49, tied: true },
      { nomineeId: 2, rank: 2, result: 49, tied: true },
      { nomineeId: 3, rank: 3, result: 2, tied: false },
    ]);
    expect(result.decidedBy).toBe('order');
  });

  it('decides a nomination without votes by the jury alone', () => {
    // Means 8 and 2 of 10: the jury share is all there is.
    const result = standing([nominee(1, 0, [8]), nominee(2, 0, [2])]);
    expect(table(result)).toEqual([
      { nomineeId: 1, rank: 1, result: 80, tied: false },
      { nomineeId: 2, rank: 2, result: 20, tied: false },
    ]);
    expect(result).toMatchObject({ totalVotes: 0, weights: { audience: 0, jury: 100 }, decidedBy: 'result' });
    expect(result.nominees[1]).toMatchObject({ audienceShare: 0, juryShare: 0.2 });
  });

  it('decides a nomination without scores by the audience alone', () => {
    const result = standing([nominee(1, 1), nominee(2, 3)], {}, 0);
    expect(table(result)).toEqual([
      { nomineeId: 2, rank: 1, result: 75, tied: false },
      { nomineeId: 1, rank: 2, result: 25, tied: false },
    ]);
    expect(result).toMatchObject({ weights: { audience: 100, jury: 0 }, judges: 0 });
    expect(result.nominees[0]).toMatchObject({ juryScores: 0, jurySum: 0, juryMean: null, juryShare: 0 });
  });

  it('counts an abstaining judge, whose scores are not in the tally', () => {
    // Two judges scored (8, 6 and 4, 6); the third declared a conflict. Votes 1/3 → .25/.75;
    // means 7 and 5 of 12. A = 17.5 + 17.5 = 35; B = 52.5 + 12.5 = 65.
    const result = standing([nominee(1, 1, [8, 6]), nominee(2, 3, [4, 6])], {}, 2, 1);
    expect(table(result)).toEqual([
      { nomineeId: 2, rank: 1, result: 65, tied: false },
      { nomineeId: 1, rank: 2, result: 35, tied: false },
    ]);
    expect(result).toMatchObject({ judges: 2, abstentions: 1 });
    expect(result.nominees[1]).toMatchObject({ juryMean: 7, juryShare: 0.583333 });
  });

  it('gives one nominee with votes or scores all the points, uncontested', () => {
    const result = standing([nominee(1, 5, [9])]);
    expect(table(result)).toEqual([{ nomineeId: 1, rank: 1, result: 100, tied: false }]);
    expect(result.decidedBy).toBe('uncontested');
  });

  it('has no winner when nobody voted and no judge scored', () => {
    const result = standing([nominee(1, 0), nominee(2, 0)], {}, 0);
    expect(table(result)).toEqual([
      { nomineeId: 1, rank: 1, result: 0, tied: true },
      { nomineeId: 2, rank: 2, result: 0, tied: true },
    ]);
    expect(result).toMatchObject({ decidedBy: 'none', weights: { audience: 0, jury: 0 } });
    expect(standing([nominee(1, 0)]).decidedBy).toBe('none');
  });

  it('follows other weights, e.g. 90 for the jury and 10 for the audience', () => {
    // Votes 3/1 → .75/.25; means 4 and 6 of 10. A = 7.5 + 36 = 43.5; B = 2.5 + 54 = 56.5.
    const result = standing([nominee(1, 3, [4]), nominee(2, 1, [6])], { audienceWeight: 10, juryWeight: 90 });
    expect(table(result).map(({ nomineeId, result: points }) => [nomineeId, points])).toEqual([
      [2, 56.5],
      [1, 43.5],
    ]);
  });

  it('rounds shares to six decimals and results to four', () => {
    // Votes 1/1/1 → a third each; no scores: each result is 100/3.
    const result = standing([nominee(1, 1), nominee(2, 1), nominee(3, 1)], {}, 0);
    expect(result.nominees.map((row) => [row.audienceShare, row.result])).toEqual([
      [0.333333, 33.3333],
      [0.333333, 33.3333],
      [0.333333, 33.3333],
    ]);
  });
});
