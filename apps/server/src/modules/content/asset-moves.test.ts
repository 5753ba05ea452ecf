import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFilledBefore } from '../../../test/database-before';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../../lib/db/client';
import { contentAssets } from './tables';
import { folderStorage } from '../../lib/storage/folder-storage';
import { moveAssetBytesToStorage } from './asset-moves';

const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 6"><rect width="8" height="6"/></svg>');
const WEBP = randomBytes(3000);

/** The ETag a server answered for these bytes before images went to storage. */
const etagOf = (bytes: Buffer) => `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"`;

const insertAsset = (id: string, contentType: string, body: Buffer) => sql`insert into content_assets (id, filename, content_type, body) values (${id}, ${`${id}.img`}, ${contentType}, ${body})`;

/** A database as it was before the asset storage (migration 0007), its images in their rows, then migrated. */
const databaseFromBefore = () =>
  databaseFilledBefore('0007', async (db) => {
    await db.execute(insertAsset('legacy-svg', 'image/svg+xml', SVG));
    await db.execute(insertAsset('legacy-webp', 'image/webp', WEBP));
  });

describe('images of a database from before the asset storage', () => {
  let database: DatabaseHandle;
  let dataDir: string;
  const config = () => loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: randomBytes(32).toString('hex'), LOG_LEVEL: 'silent' });
  const startServer = async (): Promise<FastifyInstance> => {
    const app = await buildApp({ config: config(), database: { ...database, close: async () => undefined } });
    await app.ready();
    return app;
  };
  const storedFiles = () => readdirSync(path.join(dataDir, 'assets'));
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'awards-assets-'));
    database = await databaseFromBefore();
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('move into storage when a server starts, and are served as before: the same bytes, type, ETag and year of caching', async () => {
    const app = await startServer();
    try {
      const rows = await database.db.select().from(contentAssets).orderBy(contentAssets.id);
      expect(rows.map((row) => [row.id, row.body, typeof row.storageKey])).toEqual([
        ['legacy-svg', null, 'string'],
        ['legacy-webp', null, 'string'],
      ]);
      expect(storedFiles().sort()).toEqual(rows.map((row) => row.storageKey).sort());
      for (const [id, type, bytes] of [['legacy-svg', 'image/svg+xml', SVG], ['legacy-webp', 'image/webp', WEBP]] as const) {
        const response = await app.inject({ url: `/content/assets/${id}` });
        expect(response.statusCode, id).toBe(200);
        expect(response.headers).toMatchObject({ 'content-type': type, etag: etagOf(bytes), 'cache-control': 'public, max-age=31536000, immutable', 'content-length': String(bytes.length) });
        expect(response.rawPayload).toEqual(bytes);
        expect((await app.inject({ url: `/content/assets/${id}`, headers: { 'if-none-match': etagOf(bytes) } })).statusCode).toBe(304);
      }
    } finally {
      await app.close();
    }
    const again = await startServer();
    await again.close();
    expect(storedFiles()).toHaveLength(2);
  });

  it('are stored once when several servers start together, whoever moves each first', async () => {
    const ids = Array.from({ length: 40 }, (_, n) => `together-${n}`);
    for (const id of ids) await database.db.execute(insertAsset(id, 'image/webp', randomBytes(100)));
    const storage = folderStorage(path.join(dataDir, 'assets'));
    const moved = await Promise.all([moveAssetBytesToStorage(database.db, storage), moveAssetBytesToStorage(database.db, storage)]);
    expect(moved[0] + moved[1]).toBe(ids.length);
    expect(storedFiles()).toHaveLength(2 + ids.length);
    const stored = await database.db.select().from(contentAssets);
    for (const row of stored) expect(readFileSync(path.join(dataDir, 'assets', row.storageKey!)).length).toBeGreaterThan(0);
  });
});
