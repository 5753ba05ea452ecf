import cors from '@fastify/cors';
import { modulePlugin } from '../../lib/module-plugin';
import { assetRoutes } from './asset-routes';
import { registerContentErrors } from './errors';
import { itemRoutes } from './item-routes';

/**
 * The Directus-compatible content service. Its Directus-shaped error and not-found answers stay
 * inside `/content`: the module's plugin is encapsulated, not wrapped in fastify-plugin.
 */
export const contentModule = modulePlugin('/content', async (app) => {
  registerContentErrors(app);
  // Content is public and read-only: a web app on another origin (a split deployment, a dev
  // server) may read it, and its images may be embedded anywhere.
  await app.register(cors, { origin: '*', methods: ['GET', 'HEAD'] });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cross-origin-resource-policy', 'cross-origin');
  });
  await app.register(itemRoutes);
  await app.register(assetRoutes);
});
