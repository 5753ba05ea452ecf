import { modulePlugin } from '../../lib/module-plugin';
import { healthRoutes } from './routes';

/** The health check the load balancer and the tests wait on. */
export const healthModule = modulePlugin('', async (app) => {
  await app.register(healthRoutes);
});
