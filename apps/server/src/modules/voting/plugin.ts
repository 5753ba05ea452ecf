import type { FastifyPluginAsync } from 'fastify';
import { modulePlugin } from '../../lib/module-plugin';
import { backstageNomineeRoutes } from './backstage-nominee-routes';
import { nomineePhotoRoutes } from './nominee-photo';
import { votingReadRoutes } from './read-routes';
import { voteRoute } from './vote-route';

/**
 * Audience voting: the rounds, a nomination's nominees and results, the vote; and the organisers'
 * side of the nominees (the results module serves other paths under the same backstage prefix).
 */
export const votingModule: FastifyPluginAsync = async (app) => {
  await app.register(
    modulePlugin('/api/v2/voting', async (scope) => {
      await scope.register(votingReadRoutes);
      await scope.register(voteRoute);
    }),
  );
  await app.register(modulePlugin('/api/v2/backstage/rounds', backstageNomineeRoutes));
  await app.register(modulePlugin('/api/v2/backstage/nominee-photos', nomineePhotoRoutes));
};
