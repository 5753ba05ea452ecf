import cors from '@fastify/cors';
import type { FastifyPluginAsync } from 'fastify';
import type { DatabaseHandle } from '../../lib/db/client';
import { modulePlugin } from '../../lib/module-plugin';
import { AnswerCache } from './answer-cache';
import { assetRoutes } from './asset-routes';
import { moveAssetBytesOnStart } from './asset-moves';
import { draftRoutes } from './draft-routes';
import type { RemovalGuards } from './drafts';
import { sendAnswer } from './encoded-answer';
import { registerContentErrors, registerContentNotFound } from './errors';
import { imageRoutes } from './image-routes';
import { itemRoutes } from './item-routes';
import { CONTENT_CHANNEL } from './repository';
import type { SeasonCalendarReader } from './season-texts';
import { versionRoutes } from './version-routes';

/**
 * What answers under `/content` beside the routes: the preflight of a cross-origin read, and
 * Directus' 404 for a path no route claims. The one prefix left in the server, on a plugin that
 * holds no endpoint: Fastify keeps a not-found handler per prefix, not per plugin, so without it
 * this 404 would be the whole server's, and the preflight route @fastify/cors adds (`OPTIONS *`)
 * would answer every path. Registered inside the service, it has the service's hooks and errors.
 */
const contentPaths: FastifyPluginAsync = async (app) => {
  await app.register(cors, { origin: '*', methods: ['GET', 'HEAD'] });
  registerContentNotFound(app);
};

/**
 * The Directus-compatible content service. Its Directus-shaped error answers stay with its routes:
 * this plugin is encapsulated, not wrapped in fastify-plugin.
 */
const contentService =
  (cache: AnswerCache, season: SeasonCalendarReader): FastifyPluginAsync =>
  async (app) => {
    registerContentErrors(app);
    // Content is public and read-only: a web app on another origin (a split deployment, a dev
    // server) may read it, and its images may be embedded anywhere.
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('access-control-allow-origin', '*').header('cross-origin-resource-policy', 'cross-origin');
    });
    // A URL answered before is answered again before its query is parsed and checked: it passed
    // those checks when its answer was kept, and a draft's answer is never kept.
    app.addHook('onRequest', async (request, reply) => {
      const kept = request.method === 'GET' ? cache.atAddress(request.url) : undefined;
      if (kept) return sendAnswer(request, reply, kept);
    });
    await app.register(itemRoutes, { cache, season });
    await app.register(assetRoutes, { cache });
    await app.register(contentPaths, { prefix: '/content' });
  };

/** The organisers' editor of the same content: drafts, publishing, versions and images. */
const contentEditor =
  (cache: AnswerCache, guards: RemovalGuards): FastifyPluginAsync =>
  async (app) => {
    await app.register(draftRoutes, { cache, guards });
    await app.register(versionRoutes, { cache });
    await app.register(imageRoutes);
  };

/**
 * The content service and its editor. The service's answers are kept until content changes: every
 * write to published content notifies every server on the database (this one included), and a
 * publish or restore also clears this server's at once, before it answers. A lost listening
 * connection clears them too, as what it missed is unknown. The season's dates, which its texts
 * quote, come from the season module above it (`season`), which sends the same notice on a save.
 */
export function contentModule(database: DatabaseHandle, { guards, season }: { guards: RemovalGuards; season: SeasonCalendarReader }): FastifyPluginAsync {
  return modulePlugin('content', async (app) => {
    const cache = new AnswerCache(app.config.contentCacheBytes);
    const clear = () => cache.clear();
    const unlisten = await database.listen(CONTENT_CHANNEL, clear, clear, 'awards-content');
    app.addHook('onClose', () => unlisten());
    moveAssetBytesOnStart(app);
    await app.register(contentService(cache, season));
    await app.register(contentEditor(cache, guards));
  });
}
