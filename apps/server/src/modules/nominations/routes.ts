import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NominationList } from '@awards/contracts';
import { requestLanguage } from '../../lib/language';
import { listNominations } from './catalogue';

/** `GET /api/v1/nomination/all`: the eleven nominations in the Accept-Language's language. */
export const nominationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/all',
    { schema: { summary: 'List the nominations in the requested language', tags: ['nominations'], response: { 200: NominationList } } },
    async (request, reply) => {
      reply.header('vary', 'Accept-Language');
      return listNominations(app.db, requestLanguage(request));
    },
  );
};
