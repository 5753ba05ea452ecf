import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../lib/db/client';
import type { ObjectStorage } from '../../lib/storage';
import { assetsHoldingBytes, markAssetsStored } from './repository';

/** Rows moved at once: their bytes are in memory together while they are stored. */
const BATCH = 32;

/**
 * Moves the bytes that rows still hold (the seed's images, and every image of a database from
 * before the asset storage) into `storage`, so that assets are read from storage alone. Rows move a
 * batch at a time: a start that fails part-way leaves the rest to the next. Servers starting
 * together may both store a row; the one whose update still finds the bytes keeps its object, the
 * other removes its own. Answers how many rows this call moved.
 */
export async function moveAssetBytesToStorage(db: Database, storage: ObjectStorage): Promise<number> {
  let moved = 0;
  for (let rows = await assetsHoldingBytes(db, BATCH); rows.length > 0; rows = await assetsHoldingBytes(db, BATCH)) {
    const stored = await Promise.all(rows.map(async ({ id, body }) => ({ id, storageKey: (await storage.put(Readable.from([body]))).key })));
    const recorded = await markAssetsStored(db, stored);
    await Promise.all(stored.filter(({ id }) => !recorded.has(id)).map(({ storageKey }) => storage.remove(storageKey)));
    moved += recorded.size;
  }
  return moved;
}

/**
 * The move runs once the server is ready and before it listens, so it never serves an asset whose
 * bytes are still in the database; a storage it cannot reach stops the start, saying so.
 */
export function moveAssetBytesOnStart(app: FastifyInstance) {
  app.addHook('onReady', async () => {
    const moved = await moveAssetBytesToStorage(app.db, app.storage.assets).catch((error: unknown) => {
      throw new Error(`content images could not be moved into storage: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    });
    if (moved > 0) app.log.info({ moved }, 'moved content images into storage');
  });
}
