import type { FastifyPluginAsync } from 'fastify';
import { modulePlugin } from '../../lib/module-plugin';
import { downloadRoute } from './download-route';
import { linkRoutes } from './link-routes';

/** CSV exports for the backstage: a signed link per export, and the download it leads to. */
export const exportsModule: FastifyPluginAsync = modulePlugin('/api/v2/backstage/exports', async (app) => {
  await app.register(linkRoutes);
  await app.register(downloadRoute);
});
