import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { localVideoStorage } from '../../lib/storage/video-storage';
import { applicationRoutes } from './application-routes';
import { scheduleUploadCleanup } from './upload-cleanup';
import { videoRoutes } from './video-routes';

/** Applications under /api/v2/application: entries, video uploads and their clean-up. */
export const applicationsModule: FastifyPluginAsync = async (app) => {
  const storage = localVideoStorage(path.join(app.config.dataDir, 'videos'));
  await app.register(applicationRoutes);
  await app.register(videoRoutes, { storage });
  scheduleUploadCleanup(app, storage);
};
