import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/harness';
import { createStaffMember } from '../../../test/staff';
import { SCHEDULE, sealRound } from '../results';
import { clearEntries } from '../../../test/review';
import { auditRecords, boardOf, nomineeCalls } from '../../../test/nominees';
import { createVoters } from '../../../test/voters';
import { castVote, expectError, replaceRounds, setPhase } from '../../../test/voting';

describe("a shortlist built from the longlist's sealed standings", () => {
  const server = useTestServer();
  let organiser: string;
  beforeAll(async () => {
    ({ staffToken: organiser } = await createStaffMember(server, 'shortlist-organiser@awards.test', ['organiser']));
  });
  beforeEach(() => clearEntries(server));

  /**
   * A longlist of five in nomination 1 with 3, 2, 2, 1 and 0 votes (the two with 2 tied), closed,
   * and an empty shortlist after it; sealed unless asked not to.
   */
  async function season({ sealed = true } = {}) {
    const [longlist, shortlist] = await replaceRounds(server.db, [
      { kind: 'longlist', phase: 'open', nominees: { 1: 5 } },
      { kind: 'shortlist', phase: 'upcoming', nominees: {} },
    ]);
    const listed = longlist!.byNomination(1);
    const voters = await createVoters(server.db, server.config, 8, `shortlist-${Date.now()}`);
    const choices = [0, 0, 0, 1, 1, 2, 2, 3];
    for (const [index, voter] of voters.entries()) expect((await castVote(server, 1, listed[choices[index]!]!.id, voter.token)).status).toBe(201);
    await setPhase(server.db, longlist!.id, 'closed');
    if (sealed) await sealRound(server.db, longlist!.id, SCHEDULE);
    return { listed, shortlist: shortlist!, longlist: longlist! };
  }

  it("shows the longlist's standings while building, and records each look before they are revealed", async () => {
    const { listed, shortlist, longlist } = await season();
    const board = await boardOf(await nomineeCalls(server, organiser, shortlist.id).board());
    expect(board.standing_candidates).toEqual([
      { nominee_id: listed[0]!.id, nickname: listed[0]!.nickname, rank: 1, result: 37.5, tied: false, chosen: false },
      { nominee_id: listed[1]!.id, nickname: listed[1]!.nickname, rank: 2, result: 25, tied: true, chosen: false },
      { nominee_id: listed[2]!.id, nickname: listed[2]!.nickname, rank: 3, result: 25, tied: true, chosen: false },
      { nominee_id: listed[3]!.id, nickname: listed[3]!.nickname, rank: 4, result: 12.5, tied: false, chosen: false },
      { nominee_id: listed[4]!.id, nickname: listed[4]!.nickname, rank: 5, result: 0, tied: false, chosen: false },
    ]);
    const [look] = await auditRecords(server, 'round.view_standings');
    expect(look).toMatchObject({ actorEmail: 'shortlist-organiser@awards.test', subjectType: 'round', subjectId: String(longlist.id), after: { nominationId: 1 } });

    await setPhase(server.db, longlist.id, 'revealed');
    await boardOf(await nomineeCalls(server, organiser, shortlist.id).board());
    expect(await auditRecords(server, 'round.view_standings')).toHaveLength(1);
    // The longlist itself has no earlier round.
    expect((await boardOf(await nomineeCalls(server, organiser, longlist.id).board())).standing_candidates).toBeNull();
  });

  it('takes the top N in rank order, the ties at the cut the organiser took and the wildcards, flagged, after those already listed', async () => {
    const { listed, shortlist, longlist } = await season();
    const calls = nomineeCalls(server, organiser, shortlist.id);
    // The leader is already there, taken by hand from the standings.
    await boardOf(await calls.add({ from: 'standings', nominee_id: listed[0]!.id }), 201);

    const board = await boardOf(await calls.shortlist({ size: 2, also: [listed[2]!.id], wildcards: [listed[4]!.id] }));
    expect(board.nominees.map(({ nickname, wildcard, photo, link_to_page }) => ({ nickname, wildcard, photo, link_to_page }))).toEqual(
      [0, 1, 2, 4].map((index) => ({ nickname: listed[index]!.nickname, wildcard: index === 4, photo: listed[index]!.photo, link_to_page: listed[index]!.linkToPage })),
    );
    expect(board.nominees.every((nominee) => !nominee.has_votes)).toBe(true);
    expect(board.standing_candidates!.map((candidate) => candidate.chosen)).toEqual([true, true, true, false, true]);

    const [record] = await auditRecords(server, 'nominee.shortlist');
    expect(record).toMatchObject({ subjectType: 'round', subjectId: String(shortlist.id) });
    expect(record!.after).toMatchObject({ fromRound: longlist.id, nominationId: 1, size: 2, added: board.nominees.slice(1).map((nominee) => nominee.id) });

    // Built again, it adds nobody twice.
    const again = await boardOf(await calls.shortlist({ size: 5 }));
    expect(again.nominees.map((nominee) => nominee.nickname)).toEqual([0, 1, 2, 4, 3].map((index) => listed[index]!.nickname));
    const unchanged = await boardOf(await calls.shortlist({ size: 5 }));
    expect(unchanged.nominees).toEqual(again.nominees);
  });

  it('adds a wildcard from the standings on its own, and refuses the same streamer twice', async () => {
    const { listed, shortlist } = await season();
    const calls = nomineeCalls(server, organiser, shortlist.id);
    const board = await boardOf(await calls.add({ from: 'standings', nominee_id: listed[3]!.id, wildcard: true }), 201);
    expect(board.nominees).toMatchObject([{ nickname: listed[3]!.nickname, wildcard: true, application_id: null }]);
    await expectError(await calls.add({ from: 'standings', nominee_id: listed[3]!.id }), 409, 'already_nominee');
    await expectError(await calls.add({ from: 'standings', nominee_id: 2_000_000 }), 404, 'not_found');
  });

  it('refuses while the longlist is not sealed (409 round_not_sealed), nominees the standings do not hold (400), and a sealed shortlist (409 round_sealed)', async () => {
    const { listed, shortlist, longlist } = await season({ sealed: false });
    const calls = nomineeCalls(server, organiser, shortlist.id);
    expect((await boardOf(await calls.board())).standing_candidates).toBeNull();
    await expectError(await calls.shortlist({ size: 3 }), 409, 'round_not_sealed');
    await expectError(await nomineeCalls(server, organiser, longlist.id).shortlist({ size: 3 }), 409, 'round_not_sealed');

    await sealRound(server.db, longlist.id, SCHEDULE);
    expect((await calls.shortlist({ size: 1, wildcards: [2_000_000] })).status).toBe(400);
    expect((await calls.shortlist({ size: 0 })).status).toBe(400);
    expect((await boardOf(await calls.board())).nominees).toEqual([]);

    await setPhase(server.db, shortlist.id, 'revealed');
    await expectError(await calls.shortlist({ size: 1 }), 409, 'round_sealed');
    await expectError(await calls.add({ from: 'standings', nominee_id: listed[0]!.id }), 409, 'round_sealed');
  });
});
