import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'drizzle-orm';

/** 200 once the database answers; the load balancer and the tests wait on it. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    await app.db.execute(sql`select 1`);
    return reply.send({ status: 'ok' });
  });
};
