import type { FastifyPluginAsync } from 'fastify';
import { modulePlugin } from '../../lib/module-plugin';
import { standingsDownloadRoute } from './download-route';
import { backstageResultRoutes } from './routes';
import { startScheduledSealing } from './scheduled-sealing';

/**
 * Results: rounds sealed by an organiser (or at their reveal time), their standings viewed before
 * the reveal on the record, and downloaded by anyone after it.
 */
export const resultsModule: FastifyPluginAsync = async (app) => {
  await app.register(modulePlugin('/api/v2/backstage/rounds', backstageResultRoutes));
  await app.register(modulePlugin('/api/v2/rounds', standingsDownloadRoute));
  if (app.config.scheduledSealing) startScheduledSealing(app);
};
