import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'drizzle-orm';
import { getHealth } from '@awards/contracts';
import { route } from '../../lib/route';

/** 200 once the database answers. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  route(app, getHealth, {
    handler: async () => {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const };
    },
  });
};
