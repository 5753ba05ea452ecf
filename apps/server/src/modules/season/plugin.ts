import { modulePlugin } from '../../lib/module-plugin';
import { seasonRoutes } from './routes';

/** The season's dates and each round's blend and reveal, as organisers set them in the backstage. */
export const seasonModule = modulePlugin('season', seasonRoutes);
