import path from 'node:path';
import { modulePlugin } from '../../lib/module-plugin';
import { localVideoStorage } from '../../lib/storage/video-storage';
import { applicationRoutes } from './application-routes';
import { scheduleUploadCleanup } from './upload-cleanup';
import { videoRoutes } from './video-routes';

/** Applications: entries, video uploads and their clean-up. */
export const applicationsModule = modulePlugin('/api/v2/application', async (app) => {
  const storage = localVideoStorage(path.join(app.config.dataDir, 'videos'));
  await app.register(applicationRoutes);
  await app.register(videoRoutes, { storage });
  scheduleUploadCleanup(app, storage);
});
