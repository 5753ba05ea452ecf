import { beforeAll, describe, expect, it } from 'vitest';
import { juryScores } from './tables';
import { useTestServer } from '../../../test/harness';
import { createStaffMember } from '../../../test/staff';
import { assign, declareConflict, roundWith, score } from '../../../test/jury';
import { readJuryTallies } from '.';

describe('the jury’s tallies of a round', () => {
  const server = useTestServer();
  let organiser: { staffToken: string };
  const judges: { id: number; staffToken: string }[] = [];
  beforeAll(async () => {
    organiser = await createStaffMember(server, 'tallies-organiser@awards.test', ['organiser']);
    for (const name of ['ada', 'bea', 'cid', 'dan']) judges.push(await createStaffMember(server, `tallies-${name}@awards.test`, ['judge']));
  });

  it('count only the scores of judges assigned there without a conflict: not an abstaining judge’s earlier score, nor an unassigned judge’s', async () => {
    const [ada, bea, cid, dan] = judges as [(typeof judges)[number], (typeof judges)[number], (typeof judges)[number], (typeof judges)[number]];
    const round = await roundWith(server, { nominees: { 1: 3, 2: 1 } });
    const otherRound = await roundWith(server, { nominees: { 1: 1 } });
    const [n1, n2, n3] = round.nominees(1).map((nominee) => nominee.id) as [number, number, number];
    const n4 = round.nominees(2)[0]!.id;
    const elsewhere = otherRound.nominees(1)[0]!.id;
    await assign(server, organiser.staffToken, ada.id, [[round.id, 1]]);
    await assign(server, organiser.staffToken, bea.id, [[round.id, 1]]);
    await assign(server, organiser.staffToken, cid.id, [[round.id, 1], [round.id, 2]]);
    // Assigned, never scored: no judge in the count.
    await assign(server, organiser.staffToken, dan.id, [[round.id, 1], [otherRound.id, 1]]);

    const scores: [typeof ada, number, number][] = [
      [ada, n1, 8],
      [ada, n2, 6],
      [bea, n1, 2],
      [cid, n1, 10],
      [cid, n2, 4],
      [cid, n4, 9],
      [dan, elsewhere, 5],
    ];
    for (const [judge, nomineeId, value] of scores) {
      const nominationId = nomineeId === n4 ? 2 : 1;
      const roundId = nomineeId === elsewhere ? otherRound.id : round.id;
      expect((await score(server, judge.staffToken, roundId, nominationId, nomineeId, value)).status).toBe(200);
    }
    // Bea abstains after scoring; Cid is taken off nomination 1 and keeps nomination 2.
    expect((await declareConflict(server, bea.staffToken, round.id, 1)).status).toBe(200);
    await assign(server, organiser.staffToken, cid.id, [[round.id, 2]]);
    expect(await server.db.select().from(juryScores)).toHaveLength(scores.length);

    const tallies = await readJuryTallies(server.db, round.id);
    expect([...tallies.keys()].sort()).toEqual([1, 2]);
    expect(tallies.get(1)).toEqual({
      judges: 1,
      abstentions: 1,
      scores: new Map([
        [n1, { count: 1, sum: 8 }],
        [n2, { count: 1, sum: 6 }],
        [n3, { count: 0, sum: 0 }],
      ]),
    });
    expect(tallies.get(2)).toEqual({ judges: 1, abstentions: 0, scores: new Map([[n4, { count: 1, sum: 9 }]]) });
    expect((await readJuryTallies(server.db, otherRound.id)).get(1)).toMatchObject({ judges: 1, abstentions: 0 });
  });

  it('are empty for a round without nominees or judges', async () => {
    const round = await roundWith(server, { nominees: {} });
    expect(await readJuryTallies(server.db, round.id)).toEqual(new Map());
  });
});
