import { modulePlugin } from '../../lib/module-plugin';
import { nominationRoutes } from './routes';

/** The nominations, as the content editors titled them, in each language. */
export const nominationsModule = modulePlugin('nominations', async (app) => {
  await app.register(nominationRoutes);
});
