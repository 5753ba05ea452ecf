import type { FastifyPluginAsync } from 'fastify';
import { decideEntries, decideEntry, previewBulkDecision } from '@awards/contracts';
import { errors } from '../../lib/errors';
import { route } from '../../lib/route';
import { actorOf } from '../staff';
import { applyVerdict, canReverse, outcomeOf } from './decisions';
import { entryDetail } from './entry-detail';
import { readForDecision } from './decision-repository';

/** Approving and declining entries, one or a selection; each changed entry's applicant is mailed, the mail stored with the decision. */
export const decisionRoutes: FastifyPluginAsync = async (app) => {
  route(app, decideEntry, {
    handler: async ({ params, body }, request) => {
      const { found } = await applyVerdict(app, actorOf(request), [params.id], body, { mayReverse: canReverse(request), bulk: false });
      if (found === 0) throw errors.notFound();
      return entryDetail(app, params.id);
    },
  });

  route(app, previewBulkDecision, {
    handler: async ({ body }, request) => {
      const entries = await readForDecision(app.db, body.ids, { lock: false });
      const changing = entries.filter((entry) => ['decide', 'reverse'].includes(outcomeOf(entry, body, { mayReverse: canReverse(request), bulk: true })));
      const byLanguage: Record<string, number> = {};
      for (const entry of changing) byLanguage[entry.language] = (byLanguage[entry.language] ?? 0) + 1;
      return { mails: changing.length, byLanguage, unchanged: entries.length - changing.length };
    },
  });

  route(app, decideEntries, {
    handler: async ({ body }, request) => {
      const { found, decided } = await applyVerdict(app, actorOf(request), body.ids, body, { mayReverse: canReverse(request), bulk: true });
      return { decided: decided.length, mails: decided.length, unchanged: found - decided.length };
    },
  });
};
