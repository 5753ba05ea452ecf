import { modulePlugin } from '../../lib/module-plugin';
import { backstageNomineeRoutes } from './backstage-nominee-routes';
import type { NomineeVotes } from './nominee-board';
import { nomineePhotoRoutes } from './nominee-photo';

/**
 * Voting rounds and their nominees: the organisers' side of each nomination's nominees and their
 * photos. What the lists show of the votes comes from the voting module, through `votes`.
 */
export const roundsModule = modulePlugin<{ votes: NomineeVotes }>('rounds', async (app, { votes }) => {
  await app.register(backstageNomineeRoutes, { votes });
  await app.register(nomineePhotoRoutes);
});
