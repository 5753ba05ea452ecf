import type { FastifyPluginAsync } from 'fastify';
import { getNominations } from '@awards/contracts';
import { requestLanguage } from '../../lib/language';
import { route } from '../../lib/route';
import type { SeasonCalendarReader } from '../content';
import { listNominations } from './catalogue';

/** The eleven nominations in the Accept-Language's language, the season's dates their texts quote written in it. */
export const nominationRoutes: FastifyPluginAsync<{ season: SeasonCalendarReader }> = async (app, { season }) => {
  route(app, getNominations, {
    handler: async ({ query }, request, reply) => {
      reply.header('vary', 'Accept-Language');
      return listNominations(app.db, requestLanguage(request), query.version === 'draft', await season(app.db, new Date()));
    },
  });
};
