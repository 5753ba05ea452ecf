import cors from '@fastify/cors';
import type { FastifyPluginAsync } from 'fastify';
import { modulePlugin } from '../../lib/module-plugin';
import { assetRoutes } from './asset-routes';
import { moveAssetBytesOnStart } from './asset-moves';
import { draftRoutes } from './draft-routes';
import { registerContentErrors } from './errors';
import { imageRoutes } from './image-routes';
import { itemRoutes } from './item-routes';
import { versionRoutes } from './version-routes';

/**
 * The Directus-compatible content service. Its Directus-shaped error and not-found answers stay
 * inside `/content`: that plugin is encapsulated, not wrapped in fastify-plugin.
 */
const contentService: FastifyPluginAsync = async (app) => {
  registerContentErrors(app);
  // Content is public and read-only: a web app on another origin (a split deployment, a dev
  // server) may read it, and its images may be embedded anywhere.
  await app.register(cors, { origin: '*', methods: ['GET', 'HEAD'] });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cross-origin-resource-policy', 'cross-origin');
  });
  await app.register(itemRoutes);
  await app.register(assetRoutes);
};

/** The organisers' editor of the same content: drafts, publishing, versions and images. */
const contentEditor: FastifyPluginAsync = async (app) => {
  await app.register(draftRoutes);
  await app.register(versionRoutes);
  await app.register(imageRoutes);
};

export const contentModule: FastifyPluginAsync = async (app) => {
  moveAssetBytesOnStart(app);
  await app.register(modulePlugin('/content', contentService));
  await app.register(modulePlugin('/api/v2/backstage/content', contentEditor));
};
