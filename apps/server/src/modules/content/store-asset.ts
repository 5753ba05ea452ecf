import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../lib/db/client';
import { insertStoredAsset } from './repository';

export interface NewAsset {
  id: string;
  filename: string;
  contentType: string;
  bytes: Uint8Array;
}

/**
 * Puts an image's bytes in the asset storage, then records its row in one transaction with what
 * `alongside` writes (the audit record). Storage cannot join the transaction, so a transaction that
 * fails removes the object it stored; an id recorded before keeps the object it was stored in
 * first, and this one is removed.
 */
export async function storeAsset(app: FastifyInstance, { bytes, ...asset }: NewAsset, alongside: (tx: Database) => Promise<unknown>): Promise<void> {
  const storage = app.storage.assets;
  const { key } = await storage.put(Readable.from([bytes]));
  const added = await app.db
    .transaction(async (tx) => {
      const inserted = await insertStoredAsset(tx, { ...asset, storageKey: key });
      await alongside(tx);
      return inserted;
    })
    .catch(async (error: unknown) => {
      await storage.remove(key);
      throw error;
    });
  if (!added) await storage.remove(key);
}
