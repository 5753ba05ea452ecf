import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { openDatabase, type DatabaseHandle } from '../src/lib/db/client';
import { migrationsBefore, migrationsFolder } from '../src/lib/db/migrations-before';
import { TEST_DB, createPostgresDatabase, openPgliteCopy } from './harness';

/**
 * A database of the run's kind as it was in use before the migration tagged `tag`: `fill` writes
 * its rows then, and it is migrated as a server starting on it migrates it. It is a migrated copy
 * emptied and migrated again up to `tag`: far quicker than creating one, which takes PGlite seconds.
 */
export async function databaseFilledBefore(tag: string, fill: (db: DatabaseHandle['db']) => Promise<void>): Promise<DatabaseHandle> {
  const handle = TEST_DB === 'pglite' ? await openPgliteCopy() : await openDatabase({ databaseUrl: await createPostgresDatabase(), dataDir: '' });
  const migrateWith = (folder: string) =>
    TEST_DB === 'pglite' ? migratePglite(handle.db as never, { migrationsFolder: folder }) : migratePg(handle.db as never, { migrationsFolder: folder });
  const before = migrationsBefore(tag);
  try {
    for (const statement of [sql`drop schema public cascade`, sql`create schema public`, sql`drop schema drizzle cascade`]) await handle.db.execute(statement);
    await migrateWith(before);
    await fill(handle.db);
    await migrateWith(migrationsFolder);
    return handle;
  } finally {
    rmSync(before, { recursive: true, force: true });
  }
}
