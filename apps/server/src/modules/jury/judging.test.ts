import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { JudgingSheet, JudgingTasks } from '@awards/contracts';
import { auditLog } from '../audit/tables';
import { judgeAssignments } from './tables';
import { useTestServer } from '../../../test/harness';
import { createStaffMember } from '../../../test/staff';
import { insertVotes } from '../voting';
import { expectError } from '../../../test/voting';
import { assign, clearJury, declareConflict, roundWith, score, seal, sheet, tasks } from '../../../test/jury';
import { readJuryTallies } from '.';

type Staff = Awaited<ReturnType<typeof createStaffMember>>;

describe('judging', () => {
  const server = useTestServer();
  let organiser: Staff;
  let judge: Staff;
  let other: Staff;
  let moderator: Staff;
  beforeAll(async () => {
    organiser = await createStaffMember(server, 'judging-organiser@awards.test', ['organiser', 'moderator']);
    judge = await createStaffMember(server, 'judging-judge@awards.test', ['judge']);
    other = await createStaffMember(server, 'judging-other@awards.test', ['judge']);
    moderator = await createStaffMember(server, 'judging-moderator@awards.test', ['moderator']);
  });
  beforeEach(() => clearJury(server));

  const sheetOf = async (roundId: number, nominationId: number, token = judge.staffToken) => {
    const response = await sheet(server, token, roundId, nominationId);
    expect(response.status).toBe(200);
    return JudgingSheet.parse(await response.json());
  };
  const judgeRecords = (action: string) => server.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(auditLog.id);

  it('lists the caller’s own nominations to score, with progress', async () => {
    const longlist = await roundWith(server, { nominees: { 1: 2, 2: 1 } });
    const shortlist = await roundWith(server, { kind: 'shortlist', phase: 'upcoming', nominees: { 1: 1 } });
    await assign(server, organiser.staffToken, judge.id, [[shortlist.id, 1], [longlist.id, 2], [longlist.id, 1]]);
    await assign(server, organiser.staffToken, other.id, [[longlist.id, 1]]);
    expect((await score(server, judge.staffToken, longlist.id, 1, longlist.nominees(1)[1]!.id, 4)).status).toBe(200);
    const response = await tasks(server, judge.staffToken);
    expect(response.status).toBe(200);
    expect(JudgingTasks.parse(await response.json()).items.map((task) => [task.round_id, task.round_kind, task.nomination_id, task.nominees, task.scored])).toEqual([
      [longlist.id, 'longlist', 1, 2, 1],
      [longlist.id, 'longlist', 2, 1, 0],
      [shortlist.id, 'shortlist', 1, 1, 0],
    ]);
  });

  it('shows the nominees in the organisers’ order with their moments and the caller’s own scores, never votes or other judges’ scores', async () => {
    const round = await roundWith(server, { nominees: { 1: 3 } });
    const [first, second, third] = round.nominees(1);
    await assign(server, organiser.staffToken, judge.id, [[round.id, 1]]);
    await assign(server, organiser.staffToken, other.id, [[round.id, 1]]);
    expect((await score(server, other.staffToken, round.id, 1, first!.id, 3)).status).toBe(200);
    expect((await score(server, other.staffToken, round.id, 1, second!.id, 1)).status).toBe(200);
    await insertVotes(server.db, [moderator, organiser, other].map((voter) => ({ roundId: round.id, nominationId: 1, nomineeId: first!.id, userId: voter.id, clientHash: 'x' })));
    expect((await score(server, judge.staffToken, round.id, 1, first!.id, 8)).status).toBe(200);

    const response = await sheet(server, judge.staffToken, round.id, 1);
    const body = await response.json();
    expect(JudgingSheet.parse(body).nominees.map((nominee) => [nominee.id, nominee.my_score, nominee.clip, nominee.time_code])).toEqual([
      [first!.id, 8, null, null],
      [second!.id, null, null, null],
      [third!.id, null, null, null],
    ]);
    // Only these keys, anywhere: nothing that could carry votes, tallies or anyone else's score.
    const keys = new Set<string>();
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object')
        for (const [key, inner] of Object.entries(value)) {
          keys.add(key);
          walk(inner);
        }
    };
    walk(body);
    expect([...keys].sort()).toEqual(
      ['clip', 'conflict_declared_at', 'conflict_note', 'id', 'link_to_page', 'my_score', 'nickname', 'nomination_id', 'nominees', 'photo', 'round_id', 'round_kind', 'scored', 'sealed', 'task', 'time_code'].sort(),
    );
    expect(body.task).toMatchObject({ nominees: 3, scored: 1 });
  });

  it('takes a score from 1 to 10 and a change of it, each recorded', async () => {
    const round = await roundWith(server, { nominees: { 1: 2 } });
    const nominee = round.nominees(1)[0]!;
    await assign(server, organiser.staffToken, judge.id, [[round.id, 1]]);
    for (const value of [1, 10, 6, 6]) {
      const response = await score(server, judge.staffToken, round.id, 1, nominee.id, value);
      expect(response.status).toBe(200);
      expect(JudgingSheet.parse(await response.json()).nominees[0]).toMatchObject({ id: nominee.id, my_score: value });
    }
    // The same score twice is one change.
    const records = await judgeRecords('judge.score');
    expect(records.map((record) => [record.actorEmail, record.subjectId, record.before, record.after])).toEqual([
      ['judging-judge@awards.test', String(judge.id), { roundId: round.id, nominationId: 1, nomineeId: nominee.id, score: null }, { roundId: round.id, nominationId: 1, nomineeId: nominee.id, score: 1 }],
      ['judging-judge@awards.test', String(judge.id), { roundId: round.id, nominationId: 1, nomineeId: nominee.id, score: 1 }, { roundId: round.id, nominationId: 1, nomineeId: nominee.id, score: 10 }],
      ['judging-judge@awards.test', String(judge.id), { roundId: round.id, nominationId: 1, nomineeId: nominee.id, score: 10 }, { roundId: round.id, nominationId: 1, nomineeId: nominee.id, score: 6 }],
    ]);
  });

  it.each([0, 11, 5.5, '7', null])('answers 400 with fields.score to the score %j', async (value) => {
    const round = await roundWith(server, { nominees: { 1: 1 } });
    await assign(server, organiser.staffToken, judge.id, [[round.id, 1]]);
    const response = await score(server, judge.staffToken, round.id, 1, round.nominees(1)[0]!.id, value);
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toEqual({ score: 'A score is a whole number from 1 to 10' });
  });

  it('answers 404 to a nominee of another nomination or round, and to a nomination the caller is not assigned', async () => {
    const round = await roundWith(server, { nominees: { 1: 1, 2: 1 } });
    const elsewhere = await roundWith(server, { nominees: { 1: 1 } });
    await assign(server, organiser.staffToken, judge.id, [[round.id, 1]]);
    await assign(server, organiser.staffToken, other.id, [[round.id, 2]]);
    await expectError(await score(server, judge.staffToken, round.id, 1, round.nominees(2)[0]!.id, 5), 404, 'not_found');
    await expectError(await score(server, judge.staffToken, round.id, 1, elsewhere.nominees(1)[0]!.id, 5), 404, 'not_found');
    await expectError(await score(server, judge.staffToken, round.id, 2, round.nominees(2)[0]!.id, 5), 404, 'not_found');
    await expectError(await sheet(server, judge.staffToken, round.id, 2), 404, 'not_found');
    await expectError(await sheet(server, judge.staffToken, elsewhere.id, 1), 404, 'not_found');
    await expectError(await declareConflict(server, judge.staffToken, round.id, 2), 404, 'not_found');
    expect(await judgeRecords('judge.score')).toEqual([]);
  });

  it('records a declared conflict with its time and note: the caller’s scores there stop counting and no score is taken any more', async () => {
    const round = await roundWith(server, { nominees: { 1: 2 } });
    const nominee = round.nominees(1)[0]!;
    await assign(server, organiser.staffToken, judge.id, [[round.id, 1]]);
    expect((await score(server, judge.staffToken, round.id, 1, nominee.id, 9)).status).toBe(200);
    const before = Date.now();
    const response = await declareConflict(server, judge.staffToken, round.id, 1, '  She is my sister  ');
    expect(response.status).toBe(200);
    const declared = JudgingSheet.parse(await response.json());
    expect(declared.conflict_note).toBe('She is my sister');
    expect(Date.parse(declared.task.conflict_declared_at!)).toBeGreaterThanOrEqual(before - 1000);
    expect((await readJuryTallies(server.db, round.id)).get(1)).toMatchObject({ judges: 0, abstentions: 1 });

    const refused = await score(server, judge.staffToken, round.id, 1, nominee.id, 2);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'conflict_declared', message: 'You declared a conflict of interest in this nomination, so you abstain here.' });
    await expectError(await declareConflict(server, judge.staffToken, round.id, 1), 409, 'conflict_declared');
    expect((await judgeRecords('judge.conflict')).map((record) => [record.before, record.after])).toEqual([
      [
        { roundId: round.id, nominationId: 1, conflictDeclaredAt: null },
        { roundId: round.id, nominationId: 1, conflictDeclaredAt: declared.task.conflict_declared_at, noteLength: 'She is my sister'.length },
      ],
    ]);
  });

  it('takes neither a score nor a conflict once the round is sealed (409 round_sealed), and says the sheet is sealed', async () => {
    const round = await roundWith(server, { phase: 'closed', nominees: { 1: 1 } });
    const nominee = round.nominees(1)[0]!;
    await assign(server, organiser.staffToken, judge.id, [[round.id, 1]]);
    expect((await score(server, judge.staffToken, round.id, 1, nominee.id, 7)).status).toBe(200);
    await seal(server, round.id);
    await expectError(await score(server, judge.staffToken, round.id, 1, nominee.id, 2), 409, 'round_sealed');
    await expectError(await declareConflict(server, judge.staffToken, round.id, 1), 409, 'round_sealed');
    const sealed = await sheetOf(round.id, 1);
    expect(sealed.task).toMatchObject({ sealed: true, conflict_declared_at: null });
    expect(sealed.nominees[0]!.my_score).toBe(7);
    expect(await server.db.select({ at: judgeAssignments.conflictDeclaredAt }).from(judgeAssignments)).toEqual([{ at: null }]);
  });

  it('answers 400 to ids past 32 bits', async () => {
    const tooLarge = 2_147_483_648;
    expect((await sheet(server, judge.staffToken, tooLarge, 1)).status).toBe(400);
    const response = await score(server, judge.staffToken, 1, 1, tooLarge, 5);
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toHaveProperty('nomineeId');
  });

  it('is the judges’ alone: a moderator and an organiser without the judge role get 403', async () => {
    const round = await roundWith(server, { nominees: { 1: 1 } });
    for (const caller of [moderator, organiser]) {
      await expectError(await tasks(server, caller.staffToken), 403, 'forbidden');
      await expectError(await sheet(server, caller.staffToken, round.id, 1), 403, 'forbidden');
      await expectError(await score(server, caller.staffToken, round.id, 1, round.nominees(1)[0]!.id, 5), 403, 'forbidden');
      await expectError(await declareConflict(server, caller.staffToken, round.id, 1), 403, 'forbidden');
    }
  });
});
