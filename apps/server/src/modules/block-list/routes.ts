import type { FastifyPluginAsync } from 'fastify';
import { addToBlockList, listBlockList, removeFromBlockList, type BlockListEntry } from '@awards/contracts';
import { AppError, errors } from '../../lib/errors';
import { route } from '../../lib/route';
import { recordAudit } from '../audit';
import { actorOf } from '../staff';
import { signedInUser } from '../users';
import { deletePattern, findPattern, insertPattern, readBlockList, type BlockedPattern } from './repository';

/** The audit log's name for a block-list pattern. */
const SUBJECT = 'block_list';

const entryOf = (row: BlockedPattern): BlockListEntry => ({ ...row, createdAt: row.createdAt.toISOString() });

/** Emails and domains that may not apply: listed, added and removed in the backstage, each change audited. */
export const blockListRoutes: FastifyPluginAsync = async (app) => {
  route(app, listBlockList, {
    handler: async () => (await readBlockList(app.db)).map(entryOf),
  });

  route(app, addToBlockList, {
    handler: async ({ body }, request) => {
      const actor = actorOf(request);
      const added = await app.db.transaction(async (tx) => {
        const row = await insertPattern(tx, { pattern: body.pattern, note: body.note, createdBy: actor.id! });
        if (!row) throw new AppError(409, 'already_blocked', 'error.already_blocked');
        await recordAudit(tx, actor, { action: 'block_list.add', subjectType: SUBJECT, subjectId: row.id, after: { pattern: row.pattern, note: row.note } });
        return row;
      });
      const { id, pattern, note, createdAt } = added;
      return entryOf({ id, pattern, note, createdAt, createdByName: signedInUser(request).name });
    },
  });

  route(app, removeFromBlockList, {
    handler: async ({ params }, request) => {
      const actor = actorOf(request);
      return app.db.transaction(async (tx) => {
        const row = await findPattern(tx, params.id);
        if (!row || !(await deletePattern(tx, params.id))) throw errors.notFound();
        await recordAudit(tx, actor, { action: 'block_list.remove', subjectType: SUBJECT, subjectId: row.id, before: { pattern: row.pattern, note: row.note } });
        return entryOf(row);
      });
    },
  });
};
