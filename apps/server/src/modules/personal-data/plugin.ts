import { modulePlugin } from '../../lib/module-plugin';
import { ownDataRoutes } from './own-routes';
import { peopleRoutes } from './people-routes';

/**
 * Personal data: a user downloads everything the site holds about them and deletes their account;
 * organisers do both on the owner's request, on the record. It keeps no table of its own: each
 * module that holds some of a user's data reads and removes it.
 */
export const personalDataModule = modulePlugin('personal-data', async (app) => {
  await app.register(ownDataRoutes);
  await app.register(peopleRoutes);
});
