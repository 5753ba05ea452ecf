import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@awards/contracts';
import { auditLog } from './tables';
import { bearer } from '../../../test/accounts';
import { useTestServer } from '../../../test/harness';
import { createStaffMember } from '../../../test/staff';
import { recordAudit } from '.';

/** The database's own words: drizzle wraps a failed query, naming the query, around the driver's error. */
async function refusal(query: Promise<unknown>): Promise<string> {
  const error = await query.then(
    () => undefined,
    (failure: unknown) => failure as Error & { cause?: Error },
  );
  if (!error) throw new Error('the query was not refused');
  return (error.cause ?? error).message;
}

describe('the audit log, append-only', () => {
  const server = useTestServer();
  beforeAll(async () => {
    await server.reset();
    await recordAudit(server.db, { id: null, email: 'command line' }, { action: 'role.grant', subjectType: 'user', subjectId: 1, after: { role: 'organiser' } });
  });

  const stored = () => server.db.select().from(auditLog);

  it('refuses an UPDATE in the database, whoever sends it', async () => {
    const before = await stored();
    expect(await refusal(server.db.update(auditLog).set({ action: 'role.revoke' }))).toBe('the audit log is append-only: UPDATE is refused');
    expect(await refusal(server.db.execute(sql`update audit_log set after = null where id = ${before[0]!.id}`))).toBe('the audit log is append-only: UPDATE is refused');
    expect(await stored()).toEqual(before);
  });

  it('refuses a DELETE in the database, whoever sends it', async () => {
    const before = await stored();
    expect(await refusal(server.db.delete(auditLog))).toBe('the audit log is append-only: DELETE is refused');
    expect(await refusal(server.db.execute(sql`delete from audit_log where action = 'role.grant'`))).toBe('the audit log is append-only: DELETE is refused');
    expect(await stored()).toEqual(before);
  });

  it('still takes new records', async () => {
    await recordAudit(server.db, { id: null, email: 'command line' }, { action: 'role.revoke', subjectType: 'user', subjectId: 1 });
    expect((await stored()).map((record) => record.action).sort()).toEqual(['role.grant', 'role.revoke']);
  });

  it('has no endpoint but the one that reads it', () => {
    const auditEndpoints = ENDPOINTS.filter((endpoint) => endpoint.path.includes('/audit'));
    expect(auditEndpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual(['GET /api/v2/backstage/audit']);
  });

  it('answers 404 to an organiser who tries to change or delete a record over HTTP', async () => {
    const organiser = await createStaffMember(server, 'olga@awards.test', ['organiser']);
    const [record] = await stored();
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST']) {
      for (const path of ['/api/v2/backstage/audit', `/api/v2/backstage/audit/${record!.id}`]) {
        const response = await server.api(path, { method, headers: { ...bearer(organiser.staffToken), 'content-type': 'application/json' }, body: '{}' });
        expect(response.status, `${method} ${path}`).toBe(404);
      }
    }
    expect(await stored()).toContainEqual(record);
  });
});
