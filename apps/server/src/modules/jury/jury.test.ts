import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Judge, JuryOverview } from '@awards/contracts';
import { auditLog } from '../audit/tables';
import { juryScores } from './tables';
import { useTestServer } from '../../../test/harness';
import { createStaffMember } from '../../../test/staff';
import { expectError } from '../../../test/voting';
import { assign, clearJury, declareConflict, getJury, remind, roundWith, score, setUpJudge } from '../../../test/jury';
import { readJuryTallies } from '.';

type Staff = Awaited<ReturnType<typeof createStaffMember>>;

describe('the jury page', () => {
  const server = useTestServer();
  let organiser: Staff;
  let judge: Staff;
  let idle: Staff;
  let moderator: Staff;
  beforeAll(async () => {
    organiser = await createStaffMember(server, 'jury-organiser@awards.test', ['organiser']);
    judge = await createStaffMember(server, 'jury-judge@awards.test', ['judge']);
    idle = await createStaffMember(server, 'jury-idle@awards.test', ['judge', 'moderator']);
    moderator = await createStaffMember(server, 'jury-moderator@awards.test', ['moderator']);
  });
  beforeEach(() => clearJury(server));

  const overview = async () => {
    const response = await getJury(server, organiser.staffToken);
    expect(response.status).toBe(200);
    return JuryOverview.parse(await response.json());
  };
  const setUp = async (userId: number, body: Parameters<typeof setUpJudge>[3]) => {
    const response = await setUpJudge(server, organiser.staffToken, userId, body);
    expect(response.status).toBe(200);
    return Judge.parse(await response.json());
  };

  it('lists every judge with the jury member each stands for and their progress, and the jury members by their English names', async () => {
    const round = await roundWith(server, { nominees: { 1: 3, 2: 2 } });
    await setUp(judge.id, { jury_member_id: 2, assignments: [{ round_id: round.id, nomination_id: 1 }, { round_id: round.id, nomination_id: 2 }] });
    const [first, second] = round.nominees(1);
    for (const nominee of [first!, second!]) expect((await score(server, judge.staffToken, round.id, 1, nominee.id, 7)).status).toBe(200);
    expect((await declareConflict(server, judge.staffToken, round.id, 2, 'My brother')).status).toBe(200);

    const { judges, jury_members } = await overview();
    expect(jury_members.slice(0, 2)).toEqual([
      { id: 1, name: 'Lena Varga' },
      { id: 2, name: 'Diego Albarrán' },
    ]);
    // Holders of the judge role only, whatever else they hold; the moderator is no judge.
    expect(judges.map((entry) => entry.email).sort()).toEqual(['jury-idle@awards.test', 'jury-judge@awards.test']);
    expect(judges.find((entry) => entry.user_id === idle.id)).toEqual({ user_id: idle.id, name: 'Test Streamer', email: 'jury-idle@awards.test', jury_member_id: null, tasks: [] });
    const { tasks } = judges.find((entry) => entry.user_id === judge.id)!;
    expect(tasks).toEqual([
      { round_id: round.id, round_kind: 'longlist', nomination_id: 1, nominees: 3, scored: 2, conflict_declared_at: null, sealed: false },
      { round_id: round.id, round_kind: 'longlist', nomination_id: 2, nominees: 2, scored: 0, conflict_declared_at: expect.any(String), sealed: false },
    ]);
  });

  it('replaces a judge’s assignments: a removed one goes, its scores kept but no longer counted; one kept keeps its declared conflict; all recorded', async () => {
    const round = await roundWith(server, { nominees: { 1: 2, 2: 2, 3: 1 } });
    await assign(server, organiser.staffToken, judge.id, [[round.id, 1], [round.id, 2]]);
    const nominee = round.nominees(1)[0]!;
    expect((await score(server, judge.staffToken, round.id, 1, nominee.id, 9)).status).toBe(200);
    expect((await declareConflict(server, judge.staffToken, round.id, 2)).status).toBe(200);
    expect((await readJuryTallies(server.db, round.id)).get(1)?.scores.get(nominee.id)).toEqual({ count: 1, sum: 9 });

    const judged = await setUp(judge.id, { jury_member_id: 3, assignments: [{ round_id: round.id, nomination_id: 2 }, { round_id: round.id, nomination_id: 3 }, { round_id: round.id, nomination_id: 3 }] });
    expect(judged.jury_member_id).toBe(3);
    expect(judged.tasks.map((task) => [task.nomination_id, task.conflict_declared_at !== null])).toEqual([
      [2, true],
      [3, false],
    ]);
    expect(await server.db.select({ score: juryScores.score }).from(juryScores).where(eq(juryScores.userId, judge.id))).toEqual([{ score: 9 }]);
    expect((await readJuryTallies(server.db, round.id)).get(1)?.scores.get(nominee.id)).toEqual({ count: 0, sum: 0 });

    const records = await server.db.select().from(auditLog).where(eq(auditLog.action, 'judge.setup')).orderBy(auditLog.id);
    expect(records.at(-1)).toMatchObject({
      actorEmail: 'jury-organiser@awards.test',
      subjectType: 'judge',
      subjectId: String(judge.id),
      before: { juryMemberId: null, assignments: [{ roundId: round.id, nominationId: 1 }, { roundId: round.id, nominationId: 2 }] },
      after: { juryMemberId: 3, assignments: [{ roundId: round.id, nominationId: 2 }, { roundId: round.id, nominationId: 3 }] },
    });
    // The same set-up again changes nothing and records nothing.
    await setUp(judge.id, { jury_member_id: 3, assignments: [{ round_id: round.id, nomination_id: 3 }, { round_id: round.id, nomination_id: 2 }] });
    expect(await server.db.select().from(auditLog).where(eq(auditLog.action, 'judge.setup'))).toHaveLength(records.length);

    // Unlinking and taking every assignment away leaves the judge on the page with nothing to do.
    expect(await setUp(judge.id, { jury_member_id: null, assignments: [] })).toMatchObject({ jury_member_id: null, tasks: [] });
  });

  it('answers 404 to an unknown account, round, jury member or nomination, 409 not_a_judge to an account without the role, and changes nothing', async () => {
    const round = await roundWith(server, { nominees: { 1: 1 } });
    const assignments = [{ round_id: round.id, nomination_id: 1 }];
    await expectError(await setUpJudge(server, organiser.staffToken, 999_999, { jury_member_id: null, assignments }), 404, 'not_found');
    await expectError(await setUpJudge(server, organiser.staffToken, judge.id, { jury_member_id: 999, assignments }), 404, 'not_found');
    await expectError(await setUpJudge(server, organiser.staffToken, judge.id, { jury_member_id: 1, assignments: [{ round_id: 999_999, nomination_id: 1 }] }), 404, 'not_found');
    await expectError(await setUpJudge(server, organiser.staffToken, judge.id, { jury_member_id: 1, assignments: [{ round_id: round.id, nomination_id: 999 }] }), 404, 'not_found');
    const refused = await setUpJudge(server, organiser.staffToken, moderator.id, { jury_member_id: 1, assignments });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'not_a_judge', message: 'This account does not hold the judge role: grant it on the Staff page first.' });
    await expectError(await remind(server, organiser.staffToken, moderator.id), 409, 'not_a_judge');
    await expectError(await remind(server, organiser.staffToken, 999_999), 404, 'not_found');
    expect((await overview()).judges.every((entry) => entry.jury_member_id === null && entry.tasks.length === 0)).toBe(true);
    expect(await server.db.select().from(auditLog)).toEqual([]);
  });

  it('answers 400 to ids past 32 bits, in the address or the body', async () => {
    const round = await roundWith(server, { nominees: { 1: 1 } });
    const tooLarge = 2_147_483_648;
    const inAddress = await setUpJudge(server, organiser.staffToken, tooLarge, { jury_member_id: null, assignments: [] });
    expect(inAddress.status).toBe(400);
    expect((await inAddress.json()).fields).toHaveProperty('userId');
    const inBody = await setUpJudge(server, organiser.staffToken, judge.id, { jury_member_id: tooLarge, assignments: [{ round_id: round.id, nomination_id: tooLarge }] });
    expect(inBody.status).toBe(400);
    expect(Object.keys((await inBody.json()).fields).sort()).toEqual(['assignments.0.nomination_id', 'jury_member_id']);
    expect((await remind(server, organiser.staffToken, tooLarge)).status).toBe(400);
  });

  it('is the organisers’ alone: a moderator and a judge get 403', async () => {
    for (const caller of [moderator, judge]) {
      await expectError(await getJury(server, caller.staffToken), 403, 'forbidden');
      await expectError(await setUpJudge(server, caller.staffToken, judge.id, { jury_member_id: null, assignments: [] }), 403, 'forbidden');
      await expectError(await remind(server, caller.staffToken, judge.id), 403, 'forbidden');
    }
  });
});
