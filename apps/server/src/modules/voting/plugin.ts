import type { FastifyPluginAsync } from 'fastify';
import { votingReadRoutes } from './read-routes';
import { voteRoute } from './vote-route';

/** Audience voting under /api/v2/voting: the rounds, a nomination's nominees and results, the vote. */
export const votingModule: FastifyPluginAsync = async (app) => {
  await app.register(votingReadRoutes);
  await app.register(voteRoute);
};
