import { modulePlugin } from '../../lib/module-plugin';
import { standingsDownloadRoute } from './download-route';
import { backstageResultRoutes } from './routes';
import { startScheduledSealing } from './scheduled-sealing';

/**
 * Results: rounds sealed by an organiser (or at their reveal time), their standings viewed before
 * the reveal on the record, and downloaded by anyone after it.
 */
export const resultsModule = modulePlugin('results', async (app) => {
  await app.register(backstageResultRoutes);
  await app.register(standingsDownloadRoute);
  if (app.config.scheduledSealing) startScheduledSealing(app);
});
