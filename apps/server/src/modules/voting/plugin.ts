import { modulePlugin } from '../../lib/module-plugin';
import { votingReadRoutes } from './read-routes';
import { voteRoute } from './vote-route';

/** Audience voting: a nomination's page with the caller's vote, and the vote itself (the rounds and nominees are the rounds module's). */
export const votingModule = modulePlugin('voting', async (scope) => {
  await scope.register(votingReadRoutes);
  await scope.register(voteRoute);
});
