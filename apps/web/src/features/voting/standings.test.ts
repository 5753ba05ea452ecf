import { describe, expect, it } from 'vitest';
import type { Nominee, NomineeResult, ResultDecision } from '@awards/contracts';
import { explainDecision, standings } from './standings';

const nominee = (id: number, nickname: string): Nominee => ({ id, nickname, photo: `nominee-${id}`, linkToPage: `https://twitch.tv/${nickname}` });
const nominees = [nominee(1, 'Ana'), nominee(2, 'Bo'), nominee(3, 'Cy')];
const result = (nomineeId: number, rank: number, extra: Partial<NomineeResult> = {}): NomineeResult => ({
  nomineeId,
  rank,
  votes: 0,
  percentage: 0,
  juryMean: null,
  result: 0,
  tied: false,
  ...extra,
});
const decision = (decidedBy: ResultDecision['decidedBy'], audience = 70, jury = 30): ResultDecision => ({
  weights: { audience, jury },
  tieBreak: 'audience_then_jury',
  decidedBy,
});

describe('voting results', () => {
  it("follow the server's ranks, not the votes, and mark only the first", () => {
    const rows = standings(
      nominees,
      [
        result(3, 3, { votes: 1, percentage: 10, juryMean: 4, result: 14.5 }),
        result(2, 1, { votes: 2, percentage: 20, juryMean: 9.5, result: 48.2 }),
        result(1, 2, { votes: 7, percentage: 70, juryMean: 2, result: 37.3 }),
      ],
      decision('result'),
    );
    expect(rows.map((row) => [row.nominee.nickname, row.rank, row.votes, row.juryMean, row.result, row.first])).toEqual([
      ['Bo', 1, 2, 9.5, 48.2, true],
      ['Ana', 2, 7, 2, 37.3, false],
      ['Cy', 3, 1, 4, 14.5, false],
    ]);
  });

  it('keep the tie marks the server sent', () => {
    const rows = standings(nominees, [result(1, 1, { result: 50, tied: true }), result(2, 2, { result: 50, tied: true }), result(3, 3)], decision('audience_share'));
    expect(rows.map((row) => [row.nominee.id, row.tied, row.first])).toEqual([
      [1, true, true],
      [2, true, false],
      [3, false, false],
    ]);
  });

  it('have nobody first in a nomination without votes or scores', () => {
    const rows = standings(nominees, [result(1, 1), result(2, 2), result(3, 3)], decision('none', 0, 0));
    expect(rows.some((row) => row.first)).toBe(false);
  });

  it('leave out a result whose nominee the page does not list, and keep every bar inside its track', () => {
    const rows = standings([nominee(1, 'Ana')], [result(1, 1, { votes: 1, percentage: 100.04, result: 100.2 }), result(9, 2)], decision('uncontested'));
    expect(rows.map((row) => [row.nominee.id, row.percentage, row.result])).toEqual([[1, 100, 100]]);
  });
});

describe('how a winner was decided', () => {
  const scored = [result(1, 1, { votes: 3, juryMean: 8 }), result(2, 2, { votes: 1, juryMean: 6 })];

  it('is a blend when both the audience and the jury counted', () => {
    expect(explainDecision(decision('result'), scored)).toEqual({ basis: 'blend', decidedBy: 'result' });
    expect(explainDecision(decision('jury_mean'), scored)).toEqual({ basis: 'blend', decidedBy: 'jury_mean' });
  });

  it("is the audience's alone when no judge scored, and the jury's alone when nobody voted", () => {
    const unscored = [result(1, 1, { votes: 3 }), result(2, 2, { votes: 1 })];
    expect(explainDecision(decision('result', 70, 0), unscored)).toEqual({ basis: 'audience_only', decidedBy: 'result' });
    const unvoted = [result(1, 1, { juryMean: 8 }), result(2, 2, { juryMean: 6 })];
    expect(explainDecision(decision('result', 0, 30), unvoted)).toEqual({ basis: 'jury_only', decidedBy: 'result' });
  });

  it('is still a blend when the organisers set a weight to 0 although there were scores', () => {
    expect(explainDecision(decision('result', 100, 0), scored)).toEqual({ basis: 'blend', decidedBy: 'result' });
  });

  it('needs no weights for a lone nominee or a nomination with nothing to decide from', () => {
    expect(explainDecision(decision('uncontested'), [result(1, 1, { votes: 2 })])).toEqual({ basis: null, decidedBy: 'uncontested' });
    expect(explainDecision(decision('none', 0, 0), [result(1, 1), result(2, 2)])).toEqual({ basis: null, decidedBy: 'none' });
  });
});
