import { modulePlugin } from '../../lib/module-plugin';
import { settingsRoutes } from './routes';

/** The season's settings: its phases, with the site's links and the home page's data built on them and on the content. */
export const settingsModule = modulePlugin('/api/v2', async (app) => {
  await app.register(settingsRoutes);
});
