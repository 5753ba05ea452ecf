import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { declareConflict, getJudgingSheet, listJudgingTasks, scoreNominee, type JudgingSheet } from '@awards/contracts';
import { AppError, errors } from '../../lib/errors';
import { route } from '../../lib/route';
import { entryClips } from '../entries';
import { recordAudit } from '../audit';
import { actorOf } from '../staff';
import { signedInUser } from '../users';
import { readRoundNominees, roundLife } from '../rounds';
import { findTask, lockAssignment, readScores, readTasks, recordConflict, writeScore, type AssignmentKey } from './repository';
import { AUDIT_SUBJECT, taskOf } from './tasks';

const abstained = () => new AppError(409, 'conflict_declared', 'error.conflict_declared');

/**
 * A judge's sheet for one nomination of a round: the nominees in the organisers' order, each with
 * the moment of the entry it stands for and the judge's own score. Nothing else is read: no votes,
 * no other judge's score. 404 unless the judge is assigned there.
 */
async function sheetOf(app: FastifyInstance, userId: number, key: AssignmentKey): Promise<JudgingSheet> {
  const task = await findTask(app.db, userId, key);
  if (!task) throw errors.notFound();
  const nominees = await readRoundNominees(app.db, key.roundId, key.nominationId);
  const [scores, moments] = await Promise.all([
    readScores(app.db, userId, nominees.map((nominee) => nominee.id)),
    entryClips(app, nominees.flatMap((nominee) => nominee.applicationId ?? [])),
  ]);
  return {
    task: taskOf(task),
    conflictNote: task.conflictNote,
    nominees: nominees.map(({ id, nickname, photo, linkToPage, applicationId }) => {
      const moment = applicationId === null ? undefined : moments.get(applicationId);
      return { id, nickname, photo, linkToPage, clip: moment?.clip ?? null, timeCode: moment?.timeCode ?? null, myScore: scores.get(id) ?? null };
    }),
  };
}

/** The judges' side: their nominations to score, the sheet of one, a score, a declared conflict. The caller is the judge. */
export const judgingRoutes: FastifyPluginAsync = async (app) => {
  route(app, listJudgingTasks, {
    handler: async (_input, request) => ({ items: (await readTasks(app.db, [signedInUser(request).id])).map(taskOf) }),
  });

  route(app, getJudgingSheet, {
    handler: ({ params }, request) => sheetOf(app, signedInUser(request).id, params),
  });

  route(app, scoreNominee, {
    handler: async ({ params, body }, request) => {
      const actor = actorOf(request);
      const userId = signedInUser(request).id;
      const { nomineeId, ...key } = params;
      await app.db.transaction(async (tx) => {
        const assignment = await lockAssignment(tx, userId, key, 'share');
        if (!assignment || !(await readRoundNominees(tx, key.roundId, key.nominationId)).some((nominee) => nominee.id === nomineeId)) throw errors.notFound();
        await roundLife.allow(tx, assignment.round, 'score');
        if (assignment.conflictDeclaredAt) throw abstained();
        const before = (await readScores(tx, userId, [nomineeId])).get(nomineeId) ?? null;
        // The same score again changes nothing, so nothing is recorded.
        if (before === body.score) return;
        await writeScore(tx, userId, nomineeId, body.score);
        await recordAudit(tx, actor, { action: 'judge.score', subjectType: AUDIT_SUBJECT, subjectId: userId, before: { ...params, score: before }, after: { ...params, score: body.score } });
      });
      return sheetOf(app, userId, key);
    },
  });

  route(app, declareConflict, {
    handler: async ({ params, body }, request) => {
      const actor = actorOf(request);
      const userId = signedInUser(request).id;
      await app.db.transaction(async (tx) => {
        const assignment = await lockAssignment(tx, userId, params, 'update');
        if (!assignment) throw errors.notFound();
        await roundLife.allow(tx, assignment.round, 'score');
        if (assignment.conflictDeclaredAt) throw abstained();
        const at = new Date();
        await recordConflict(tx, userId, params, body.note ?? null, at);
        await recordAudit(tx, actor, {
          action: 'judge.conflict',
          subjectType: AUDIT_SUBJECT,
          subjectId: userId,
          before: { ...params, conflictDeclaredAt: null },
          // The note's length, not its words: the judge's reasons may be personal.
          after: { ...params, conflictDeclaredAt: at.toISOString(), noteLength: body.note?.length ?? 0 },
        });
      });
      return sheetOf(app, userId, params);
    },
  });
};
