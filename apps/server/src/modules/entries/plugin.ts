import type { FastifyPluginAsync } from 'fastify';
import { modulePlugin } from '../../lib/module-plugin';
import { applicationRoutes } from './application-routes';
import { clipRoutes } from './clip-route';
import { decisionRoutes } from './decision-routes';
import type { EntriesOptions } from './public-entries';
import { reviewRoutes } from './review-routes';
import { scheduleUploadCleanup } from './upload-cleanup';
import { videoRoutes } from './video-routes';

/**
 * Entries, video uploads and their clean-up; and the backstage's side of them, the
 * review queue, decisions and the uploaded clips, which share the video storage.
 */
export const entriesModule: FastifyPluginAsync<EntriesOptions> = async (app, { isPublicEntry }) => {
  const storage = app.storage.videos;
  await app.register(
    modulePlugin('/api/v2/application', async (scope) => {
      await scope.register(applicationRoutes);
      await scope.register(videoRoutes, { storage });
      scheduleUploadCleanup(scope, storage);
    }),
  );
  await app.register(
    modulePlugin('/api/v2/backstage/entries', async (scope) => {
      await scope.register(reviewRoutes);
      await scope.register(decisionRoutes);
      await scope.register(clipRoutes, { storage, isPublicEntry });
    }),
  );
};
