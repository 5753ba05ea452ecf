import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createPostgresDatabase, describeOnlyOn } from '../../../test/harness';
import { openDatabase, type DatabaseHandle } from './client';
import { users } from '../../modules/users/tables';

async function appliedMigrations(handle: DatabaseHandle) {
  const result = (await handle.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as { rows: { n: number }[] };
  return result.rows[0]!.n;
}

describeOnlyOn('pglite', 'migrations on embedded PGlite', () => {
  it('are applied once and reopening the same data directory keeps the data', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'awards-migrate-'));
    try {
      const first = await openDatabase({ dataDir });
      await first.db.insert(users).values({ email: 'kept@example.com', name: 'Kept' });
      const count = await appliedMigrations(first);
      await first.close();

      const second = await openDatabase({ dataDir });
      expect(await appliedMigrations(second)).toBe(count);
      expect(await second.db.select({ email: users.email }).from(users)).toEqual([{ email: 'kept@example.com' }]);
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describeOnlyOn('postgres', 'migrations on PostgreSQL', () => {
  it('can run from several servers starting at the same moment', async () => {
    const databaseUrl = await createPostgresDatabase();
    const handles = await Promise.all(Array.from({ length: 4 }, () => openDatabase({ databaseUrl, dataDir: '' })));
    try {
      const counts = await Promise.all(handles.map(appliedMigrations));
      expect(new Set(counts).size).toBe(1);
      expect(counts[0]).toBeGreaterThan(0);
      await handles[0]!.db.insert(users).values({ email: 'one@example.com', name: 'One' });
      expect(await handles[3]!.db.select({ email: users.email }).from(users)).toEqual([{ email: 'one@example.com' }]);
    } finally {
      await Promise.all(handles.map((h) => h.close()));
    }
  });

  it('are safe to run again on every start', async () => {
    const databaseUrl = await createPostgresDatabase();
    const first = await openDatabase({ databaseUrl, dataDir: '' });
    const count = await appliedMigrations(first);
    await first.close();
    const second = await openDatabase({ databaseUrl, dataDir: '' });
    expect(await appliedMigrations(second)).toBe(count);
    await second.close();
  });
});
