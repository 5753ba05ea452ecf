import type { FastifyPluginAsync } from 'fastify';
import { assetRoutes } from './asset-routes';
import { registerContentErrors } from './errors';
import { itemRoutes } from './item-routes';

/**
 * The Directus-compatible content service. Deliberately not wrapped in fastify-plugin: its
 * Directus-shaped error and not-found answers must stay inside `/content`.
 */
export const contentModule: FastifyPluginAsync = async (app) => {
  registerContentErrors(app);
  await app.register(itemRoutes);
  await app.register(assetRoutes);
};
