import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../lib/db/client';
import type { ObjectStorage } from '../../lib/storage';
import { UNATTACHED_VIDEO_TTL_MS, deleteUnattachedVideos } from './repository';

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Removes the uploads no application took within 24 hours: rows first, so that a file is only
 * removed once nothing can attach it any more. A file that cannot be removed is logged and left.
 */
export async function removeUnattachedVideos(db: Database, storage: ObjectStorage, log: FastifyBaseLogger, now = new Date()): Promise<number> {
  const keys = await deleteUnattachedVideos(db, new Date(now.getTime() - UNATTACHED_VIDEO_TTL_MS));
  for (const key of keys) {
    await storage.remove(key).catch((err: unknown) => log.error({ err, key }, 'unattached video file could not be removed'));
  }
  if (keys.length > 0) log.info({ removed: keys.length }, 'removed unattached videos');
  return keys.length;
}

/** Sweeps once the server is ready and then every hour, until it closes. */
export function scheduleUploadCleanup(app: FastifyInstance, storage: ObjectStorage) {
  const sweep = () =>
    removeUnattachedVideos(app.db, storage, app.log).catch((err: unknown) => app.log.error({ err }, 'unattached video sweep failed'));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void sweep();
    timer = setInterval(sweep, SWEEP_INTERVAL_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
