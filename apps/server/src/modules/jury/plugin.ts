import { modulePlugin } from '../../lib/module-plugin';
import { judgingRoutes } from './judging-routes';
import { juryRoutes } from './jury-routes';

/** The jury: organisers set up judges and remind them; judges score nominees or declare a conflict. */
export const juryModule = modulePlugin('jury', async (app) => {
  await app.register(juryRoutes);
  await app.register(judgingRoutes);
});
