import { modulePlugin } from '../../lib/module-plugin';
import { downloadRoute } from './download-route';
import { linkRoutes } from './link-routes';

/** CSV exports for the backstage: a signed link per export, and the download it leads to. */
export const exportsModule = modulePlugin('exports', async (app) => {
  await app.register(linkRoutes);
  await app.register(downloadRoute);
});
