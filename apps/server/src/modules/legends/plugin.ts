import { modulePlugin } from '../../lib/module-plugin';
import { legendsRoutes } from './routes';

/** Legends of the Year, the guessing game: the blocks, the caller's guesses, the leaderboard. */
export const legendsModule = modulePlugin('legends', async (app) => {
  await app.register(legendsRoutes);
});
