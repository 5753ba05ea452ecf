import { modulePlugin } from '../../lib/module-plugin';
import { inboxRoutes } from './inbox-routes';
import { contactRoutes } from './routes';

/**
 * Contact messages: the visitor's form (stored and mailed to the organisers; answers with and
 * without the trailing slash), and the backstage's inbox where staff read and answer them.
 */
export const contactModule = modulePlugin('contact', async (app) => {
  await app.register(contactRoutes);
  await app.register(inboxRoutes);
});
