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
export const entriesModule = modulePlugin<EntriesOptions>('entries', async (app, { isPublicEntry }) => {
  const storage = app.storage.videos;
  await app.register(applicationRoutes);
  await app.register(videoRoutes, { storage });
  scheduleUploadCleanup(app, storage);
  await app.register(reviewRoutes);
  await app.register(decisionRoutes);
  await app.register(clipRoutes, { storage, isPublicEntry });
});
