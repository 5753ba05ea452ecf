import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { listenOnPostgres } from './postgres-listener';

export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Calls `onPayload` with each notification sent on `channel` (`pg_notify`, delivered when the
   * sending transaction commits, to every server on the database). `onResume` is called when the
   * listening connection is back after a loss: whatever was notified meanwhile was not heard.
   * On PostgreSQL that connection shows as `name` in pg_stat_activity. Resolves, once listening,
   * to the function that stops it.
   */
  listen(channel: string, onPayload: (payload: string) => void, onResume?: () => void, name?: string): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../drizzle');

/** Any number stays the same across processes: it names the migration lock. */
const MIGRATION_LOCK_ID = 7_240_611;

interface OpenOptions {
  databaseUrl?: string;
  dataDir: string;
  /**
   * For PGlite: start from this copy of a data directory (`dumpDataDir`) instead of an empty one.
   * Creating and migrating a database takes PGlite seconds; loading a migrated copy, a fraction.
   */
  copyOf?: Blob;
}

/**
 * Opens the database and brings its schema up to date. With a URL it is a PostgreSQL server;
 * without one, PGlite stored in `dataDir` (or in memory when `dataDir` is `memory://`).
 */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir, options.copyOf);
}

/** A PGlite database at `location` (a copy of `copyOf` if given), its schema up to date. */
export async function openMigratedPglite(location: string, copyOf?: Blob): Promise<{ client: PGlite; db: Database }> {
  const client = await PGlite.create({ dataDir: location, ...(copyOf ? { loadDataDir: copyOf } : {}) });
  const db = drizzlePglite(client) as unknown as Database;
  await migratePglite(db as never, { migrationsFolder });
  return { client, db };
}

async function openPglite(dataDir: string, copyOf?: Blob): Promise<DatabaseHandle> {
  let location = dataDir;
  let release = () => {};
  if (!dataDir.startsWith('memory://')) {
    location = path.join(dataDir, 'pglite');
    mkdirSync(location, { recursive: true });
    release = lockDataDir(dataDir);
  }
  try {
    // The lock keeps every other process out, so none can be migrating it at the same time.
    const { client, db } = await openMigratedPglite(location, copyOf);
    // PGlite is one connection inside this process: its own LISTEN hears its own commits, and never drops.
    const listen = async (channel: string, onPayload: (payload: string) => void) => {
      const unlisten = await client.listen(channel, onPayload);
      return () => unlisten();
    };
    return { db, kind: 'pglite', listen, close: () => client.close().finally(release) };
  } catch (error) {
    release();
    throw error;
  }
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  // Migrations run on one dedicated connection holding an advisory lock, so two servers
  // starting together apply each migration exactly once.
  const lockClient = new pg.Client({ connectionString: url });
  await lockClient.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg(lockClient), { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    await lockClient.end();
  }
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server ends (a restart, a failover, an administrator's terminate) is
  // re-emitted by the pool as an error; unheard, it would end the process. The pool has already
  // dropped that connection and opens a new one for the next query, which is all there is to do.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool) as unknown as Database;
  const listen = (channel: string, onPayload: (payload: string) => void, onResume?: () => void, name?: string) => listenOnPostgres(url, channel, onPayload, onResume, name);
  return { db, kind: 'postgres', listen, close: () => pool.end() };
}
