import type { FastifyPluginAsync } from 'fastify';
import { modulePlugin } from '../../lib/module-plugin';
import { backstageNomineeRoutes } from './backstage-nominee-routes';
import type { NomineeVotes } from './nominee-board';
import { nomineePhotoRoutes } from './nominee-photo';

/**
 * Voting rounds and their nominees: the organisers' side of each nomination's nominees and their
 * photos (the results and integrity modules serve other paths under the same backstage prefix).
 * What the lists show of the votes comes from the voting module, through `votes`.
 */
export const roundsModule: FastifyPluginAsync<{ votes: NomineeVotes }> = async (app, { votes }) => {
  await app.register(
    modulePlugin('/api/v2/backstage/rounds', async (scope) => {
      await scope.register(backstageNomineeRoutes, { votes });
    }),
  );
  await app.register(modulePlugin('/api/v2/backstage/nominee-photos', nomineePhotoRoutes));
};
