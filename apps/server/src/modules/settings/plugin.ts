import { modulePlugin } from '../../lib/module-plugin';
import { settingsRoutes } from './routes';

/** The season's settings: phases, socials, the stream, and the home page's data built on them. */
export const settingsModule = modulePlugin('/api/v2', async (app) => {
  await app.register(settingsRoutes);
});
