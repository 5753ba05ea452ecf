import { modulePlugin } from '../../lib/module-plugin';
import { votingReadRoutes } from './read-routes';
import { voteRoute } from './vote-route';

/** Audience voting: the rounds, a nomination's nominees and results, the vote. */
export const votingModule = modulePlugin('/api/v2/voting', async (app) => {
  await app.register(votingReadRoutes);
  await app.register(voteRoute);
});
