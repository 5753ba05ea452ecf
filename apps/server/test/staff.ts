import { eq } from 'drizzle-orm';
import type { StaffRole } from '@awards/contracts';
import { secondFactors, staffRoles } from '../src/modules/staff/tables';
import { users } from '../src/modules/users/tables';
import { issueToken } from '../src/modules/users';
import { bearer, createSignedInUser } from './accounts';
import type { TestServer } from './harness';

/**
 * A signed-in staff member holding `roles`, with a confirmed second factor (a fixed secret) and a
 * token won with it, as the backstage's sign-in would give. The set-up itself is tested through
 * HTTP in the staff module; other tests start here. `token` is the site token without the factor.
 */
export async function createStaffMember(server: TestServer, email: string, roles: StaffRole[]) {
  const { token, password } = await createSignedInUser(server, email);
  const [account] = await server.db.select().from(users).where(eq(users.email, email.toLowerCase()));
  if (roles.length > 0) await server.db.insert(staffRoles).values(roles.map((role) => ({ userId: account!.id, role })));
  await server.db.insert(secondFactors).values({ userId: account!.id, secret: 'JBSWY3DPEHPK3PXP', confirmedAt: new Date(), version: 1 });
  const staffToken = await issueToken(server.config, account!, { secondFactorVersion: 1 });
  return { id: account!.id, email, password, token, staffToken };
}

/** A backstage call with the staff member's token. */
export function backstage(server: TestServer, token: string, path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...bearer(token), ...init.headers };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  return server.api(path, { method: init.method ?? 'GET', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
}
