import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { VotingNomination } from '@awards/contracts';
import { useTestServer } from '../../../test/harness';
import { createStaffMember } from '../../../test/staff';
import { clearEntries } from '../../../test/review';
import { auditRecords, boardOf, nomineeCalls } from '../../../test/nominees';
import { createVoters } from '../../../test/voters';
import { castVote, expectError, replaceRounds } from '../../../test/voting';

describe("changing a round's nominee list", () => {
  const server = useTestServer();
  let organiser: string;
  beforeAll(async () => {
    ({ staffToken: organiser } = await createStaffMember(server, 'list-organiser@awards.test', ['organiser']));
  });
  beforeEach(() => clearEntries(server));

  const openRound = async () => (await replaceRounds(server.db, [{ kind: 'longlist', phase: 'open', nominees: { 1: 4, 2: 1 } }]))[0]!;

  describe('ordering', () => {
    it('puts the nominees in the order given, which the voting page then follows', async () => {
      const round = await openRound();
      const ids = round.byNomination(1).map((nominee) => nominee.id);
      const wanted = [ids[2]!, ids[0]!, ids[3]!, ids[1]!];
      const board = await boardOf(await nomineeCalls(server, organiser, round.id).order(wanted));
      expect(board.nominees.map((nominee) => nominee.id)).toEqual(wanted);
      const page = VotingNomination.parse(await (await server.api('/api/v2/voting/1')).json());
      expect(page.nominees.map((nominee) => nominee.id)).toEqual(wanted);
      const [record] = await auditRecords(server, 'nominee.order');
      expect(record).toMatchObject({ subjectType: 'round', subjectId: String(round.id), before: { nominationId: 1, order: ids }, after: { nominationId: 1, order: wanted } });
    });

    it('answers 400 unless the ids are exactly the nominees of that round and nomination, and changes nothing', async () => {
      const round = await openRound();
      const ids = round.byNomination(1).map((nominee) => nominee.id);
      const calls = nomineeCalls(server, organiser, round.id);
      for (const wrong of [ids.slice(1), [...ids, ids[0]!], [ids[0]!, ids[0]!, ids[1]!, ids[2]!], [...ids.slice(1), round.byNomination(2)[0]!.id], [...ids.slice(1), 4_294_967_296]]) {
        expect((await calls.order(wrong)).status).toBe(400);
      }
      expect((await boardOf(await calls.board())).nominees.map((nominee) => nominee.id)).toEqual(ids);
      expect(await auditRecords(server, 'nominee.order')).toEqual([]);
    });
  });

  describe('removing', () => {
    it('removes a nominee nobody voted for at once', async () => {
      const round = await openRound();
      const [gone, ...rest] = round.byNomination(1);
      const board = await boardOf(await nomineeCalls(server, organiser, round.id).remove(gone!.id));
      expect(board.nominees.map((nominee) => nominee.id)).toEqual(rest.map((nominee) => nominee.id));
      const [record] = await auditRecords(server, 'nominee.remove');
      expect(record).toMatchObject({ subjectType: 'nominee', subjectId: String(gone!.id), before: { nickname: gone!.nickname, roundId: round.id }, after: { votesVoided: 0 } });
    });

    it('asks for confirmation when it has votes (409, nothing changed), then voids them: the voters can vote again, and the audit log says how many', async () => {
      const round = await openRound();
      const [chosen, other] = round.byNomination(1);
      const voters = await createVoters(server.db, server.config, 3, `removal-${Date.now()}`);
      for (const voter of voters.slice(0, 2)) expect((await castVote(server, 1, chosen!.id, voter.token)).status).toBe(201);
      expect((await castVote(server, 1, other!.id, voters[2]!.token)).status).toBe(201);
      const calls = nomineeCalls(server, organiser, round.id);
      expect((await boardOf(await calls.board())).nominees.map((nominee) => nominee.has_votes)).toEqual([true, true, false, false]);

      await expectError(await calls.remove(chosen!.id), 409, 'nominee_has_votes');
      await expectError(await calls.remove(chosen!.id, '?void_votes=false'), 409, 'nominee_has_votes');
      expect((await boardOf(await calls.board())).nominees).toHaveLength(4);
      expect(await auditRecords(server, 'nominee.remove')).toEqual([]);

      const board = await boardOf(await calls.remove(chosen!.id, '?void_votes=true'));
      expect(board.nominees.map((nominee) => [nominee.id, nominee.has_votes])).toEqual([[other!.id, true], ...round.byNomination(1).slice(2).map((nominee) => [nominee.id, false])]);
      const [record] = await auditRecords(server, 'nominee.remove');
      expect(record).toMatchObject({ actorEmail: 'list-organiser@awards.test', subjectId: String(chosen!.id), after: { votesVoided: 2 } });

      expect((await castVote(server, 1, other!.id, voters[0]!.token)).status).toBe(201);
      await expectError(await castVote(server, 1, other!.id, voters[2]!.token), 409, 'already_voted');
    });

    it('answers 404 for a nominee not in that round and nomination, 400 for a bad confirmation', async () => {
      const round = await openRound();
      const elsewhere = round.byNomination(2)[0]!;
      const calls = nomineeCalls(server, organiser, round.id);
      await expectError(await calls.remove(elsewhere.id), 404, 'not_found');
      await expectError(await calls.remove(2_000_000), 404, 'not_found');
      expect((await calls.remove(elsewhere.id, '?void_votes=yes')).status).toBe(400);
    });

    it('refuses every change once the round is sealed (409 round_sealed)', async () => {
      const [round] = await replaceRounds(server.db, [{ kind: 'longlist', phase: 'revealed', nominees: { 1: 2 } }]);
      const calls = nomineeCalls(server, organiser, round!.id);
      const ids = round!.byNomination(1).map((nominee) => nominee.id);
      await expectError(await calls.remove(ids[0]!, '?void_votes=true'), 409, 'round_sealed');
      await expectError(await calls.order([...ids].reverse()), 409, 'round_sealed');
      expect((await boardOf(await calls.board())).round).toMatchObject({ sealed: true, status: 'revealed' });
    });
  });
});
