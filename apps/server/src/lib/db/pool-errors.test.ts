import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer, describeOnlyOn } from '../../../test/harness';

// PGlite lives in the process: only a database server can end the connections a pool keeps.
describeOnlyOn('postgres', 'a server whose idle database connections are ended', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('keeps answering once the database ends the connections its pool held idle', async () => {
    // Several reads at once leave several connections idle in the pool.
    const reads = await Promise.all(Array.from({ length: 6 }, () => server.api('/api/v2/settings')));
    expect(reads.map((response) => response.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const ended = await server.db.execute<{ ended: boolean }>(
      sql`select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = current_database() and application_name = '' and pid <> pg_backend_pid()`,
    );
    expect((ended as unknown as { rows: unknown[] }).rows.length).toBeGreaterThan(0);
    // The ended connections report their error to the pool a moment later.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await server.api('/api/v2/settings')).status).toBe(200);
    expect((await server.api('/readyz')).status).toBe(200);
  });
});
