import { modulePlugin } from '../../lib/module-plugin';
import { healthRoutes, type Probe } from './routes';

/** The liveness and readiness checks a load balancer or orchestrator probes; `redis` answers when Redis is configured. */
export const healthModule = (redis: Probe | undefined) =>
  modulePlugin('health', async (app) => {
    await app.register(healthRoutes(redis));
  });
