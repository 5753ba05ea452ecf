import type { FastifyPluginAsync } from 'fastify';
import { getNominations } from '@awards/contracts';
import { requestLanguage } from '../../lib/language';
import { route } from '../../lib/route';
import { listNominations } from './catalogue';

/** The eleven nominations in the Accept-Language's language. */
export const nominationRoutes: FastifyPluginAsync = async (app) => {
  route(app, getNominations, {
    handler: async ({ query }, request, reply) => {
      reply.header('vary', 'Accept-Language');
      return listNominations(app.db, requestLanguage(request), query.version === 'draft');
    },
  });
};
