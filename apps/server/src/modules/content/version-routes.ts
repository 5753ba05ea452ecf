import type { FastifyPluginAsync } from 'fastify';
import { compareContentVersions, listContentVersions, restoreContentVersion } from '@awards/contracts';
import { errors } from '../../lib/errors';
import { route } from '../../lib/route';
import { actorOf } from '../staff';
import type { AnswerCache } from './answer-cache';
import { contentChanges } from './changes';
import { restoreVersion, versionSummary } from './publish';
import { previousVersionId, readVersions, readVersionSnapshot } from './repository';

/** The published versions: who published what and when, what each changed, and bringing one back. */
export const versionRoutes: FastifyPluginAsync<{ cache: AnswerCache }> = async (app, { cache }) => {
  route(app, listContentVersions, { handler: async () => ({ versions: (await readVersions(app.db)).map(versionSummary) }) });

  route(app, compareContentVersions, {
    handler: async ({ params, query }) => {
      const newer = await readVersionSnapshot(app.db, params.id);
      if (!newer) throw errors.notFound();
      // The content as first stored changed nothing: it is what the first publish is compared with.
      const againstId = query.against ?? (await previousVersionId(app.db, params.id));
      if (againstId === undefined) return { changes: [] };
      const older = await readVersionSnapshot(app.db, againstId);
      if (!older) throw errors.notFound();
      return { changes: contentChanges(older, newer) };
    },
  });

  route(app, restoreContentVersion, {
    handler: async ({ params }, request) => {
      const version = await restoreVersion(app.db, actorOf(request), params.id);
      cache.clear();
      return version;
    },
  });
};
