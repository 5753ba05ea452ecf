import type { FastifyPluginAsync } from 'fastify';
import { getJury, remindJudge, setUpJudge, type Judge, type JudgeSetup } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { AppError, errors } from '../../lib/errors';
import { route } from '../../lib/route';
import { recordAudit } from '../audit';
import { listNominations } from '../nominations';
import { actorOf } from '../staff';
import { findRound } from '../rounds';
import { listJuryMembers } from './jury-members';
import { sendReminder } from './reminder';
import { findAccount } from './judge-accounts';
import { readJudges } from './judges';
import { readAssignments, readTasks, replaceAssignments, setJuryMember, type AssignmentKey } from './repository';
import { AUDIT_SUBJECT, judgeOf } from './tasks';

/** The account if it holds the judge role: 404 for no account, 409 `not_a_judge` for one without the role. */
export async function judgeAccount(db: Database, userId: number) {
  const account = await findAccount(db, userId);
  if (!account) throw errors.notFound();
  if (!account.isJudge) throw new AppError(409, 'not_a_judge', 'error.not_a_judge');
  return account;
}

/** The judge as the jury page shows them. */
export async function judgeView(db: Database, userId: number): Promise<Judge> {
  const account = await judgeAccount(db, userId);
  return judgeOf(account, await readTasks(db, [userId]));
}

/** Each nomination of a round once; 404 for an unknown round, nomination or jury member. */
async function checkedSetup(db: Database, setup: JudgeSetup): Promise<AssignmentKey[]> {
  if (setup.juryMemberId !== null && !(await listJuryMembers(db)).some((member) => member.id === setup.juryMemberId)) throw errors.notFound();
  const nominations = new Set((await listNominations(db, 'EN')).map((nomination) => nomination.id));
  const wanted = new Map(setup.assignments.map((key) => [`${key.roundId}:${key.nominationId}`, { roundId: key.roundId, nominationId: key.nominationId }]));
  for (const roundId of new Set([...wanted.values()].map((key) => key.roundId))) if (!(await findRound(db, roundId))) throw errors.notFound();
  if ([...wanted.values()].some((key) => !nominations.has(key.nominationId))) throw errors.notFound();
  return [...wanted.values()];
}

/** The organisers' side of the jury: who judges, where, how far each has come; a reminder by mail. */
export const juryRoutes: FastifyPluginAsync = async (app) => {
  route(app, getJury, {
    handler: async () => {
      const [judges, juryMembers] = await Promise.all([readJudges(app.db), listJuryMembers(app.db)]);
      return { judges, juryMembers };
    },
  });

  route(app, setUpJudge, {
    handler: async ({ params, body }, request) => {
      const actor = actorOf(request);
      await app.db.transaction(async (tx) => {
        const account = await judgeAccount(tx, params.userId);
        const wanted = await checkedSetup(tx, body);
        const before = { juryMemberId: account.juryMemberId, assignments: await readAssignments(tx, params.userId) };
        await setJuryMember(tx, params.userId, body.juryMemberId);
        await replaceAssignments(tx, params.userId, wanted);
        const after = { juryMemberId: body.juryMemberId, assignments: await readAssignments(tx, params.userId) };
        // Setting up what is already set up changes nothing, so nothing is recorded.
        if (JSON.stringify(before) === JSON.stringify(after)) return;
        await recordAudit(tx, actor, { action: 'judge.setup', subjectType: AUDIT_SUBJECT, subjectId: params.userId, before, after });
      });
      return judgeView(app.db, params.userId);
    },
  });

  route(app, remindJudge, {
    handler: async ({ params }, request) => {
      await sendReminder(app, request, await judgeAccount(app.db, params.userId));
      return judgeView(app.db, params.userId);
    },
  });
};
