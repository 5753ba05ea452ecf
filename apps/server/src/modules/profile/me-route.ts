import type { FastifyPluginAsync } from 'fastify';
import { getMe } from '@awards/contracts';
import { route } from '../../lib/route';
import { signedInUser } from '../users';
import { userStats } from './stats';

/** The signed-in user with the counts the profile shows. */
export const meRoute: FastifyPluginAsync = async (app) => {
  route(app, getMe, {
    handler: async (_input, request) => {
      const user = signedInUser(request);
      return { ...user, stats: await userStats(app.db, user.id) };
    },
  });
};
