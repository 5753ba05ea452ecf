import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MeResponse } from '@awards/contracts';
import { signedInUser } from './authentication';
import { userStats } from './stats';

/** GET /me: the signed-in user with the counts the profile shows. */
export const meRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    {
      schema: {
        summary: 'The signed-in user and their stats',
        tags: ['user'],
        security: [{ bearerAuth: [] }],
        response: { 200: MeResponse },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const user = signedInUser(request);
      return { ...user, stats: await userStats(app.db, user.id) };
    },
  );
};
