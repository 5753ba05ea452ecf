import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestServer } from '../../test/harness';
import { backstage, createStaffMember } from '../../test/staff';
import { users } from '../modules/users/tables';

const FAILING_EMAIL = 'in-a-failed-query@example.com';

describe('the server’s log', () => {
  it('holds no email, password hash, token, query or body, even after a query failed with them', async () => {
    const server = await startTestServer({
      logs: true,
      extraRoutes: (app) => app.get('/test/failing-query', async () => app.db.execute(sql`select ${FAILING_EMAIL}::int`)),
    });
    try {
      const organiser = await createStaffMember(server, 'log-organiser@awards.test', ['organiser']);
      expect((await backstage(server, organiser.staffToken, '/api/v2/backstage/entries?q=searched-for@example.com')).status).toBe(200);
      expect((await server.post('/api/v1/contact_us/', { email: 'writer@example.com', comments: 'Words to keep out of the log' })).status).toBe(201);
      expect((await server.api('/test/failing-query')).status).toBe(500);
      const [{ hash }] = (await server.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, organiser.email))) as [{ hash: string }];

      const log = server.logs();
      expect(log).toContain('request failed');
      expect(log).toContain('/api/v2/backstage/entries');
      for (const secret of [organiser.email, organiser.password, organiser.token, organiser.staffToken, hash, 'searched-for', FAILING_EMAIL, 'writer@example.com', 'Words to keep out']) {
        expect(log, secret).not.toContain(secret);
      }
    } finally {
      await server.close();
    }
  });
});
