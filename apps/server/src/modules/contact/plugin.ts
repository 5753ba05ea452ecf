import { modulePlugin } from '../../lib/module-plugin';
import { contactRoutes } from './routes';

/** The contact form: a visitor's message, stored and mailed to the organisers. Answers with and without the trailing slash. */
export const contactModule = modulePlugin('/api/v1/contact_us', async (app) => {
  await app.register(contactRoutes);
});
