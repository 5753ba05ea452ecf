import { desc, eq } from 'drizzle-orm';
import { NomineeBoard } from '@awards/contracts';
import { auditLog } from '../src/modules/audit/tables';
import { applications } from '../src/modules/entries/tables';
import type { TestServer } from './harness';
import { backstage } from './staff';
import { enter } from './review';

/** An entry as sending it would store it, then approved. */
export async function approvedEntry(server: TestServer, userId: number, fields: Parameters<typeof enter>[2] = {}) {
  const stored = await enter(server, userId, fields);
  await server.db.update(applications).set({ status: 'approved', decidedAt: new Date() }).where(eq(applications.id, stored.id));
  return stored;
}

const listPath = (roundId: number | string, nominationId: number | string) => `/api/v2/backstage/rounds/${roundId}/nominations/${nominationId}`;

/** The organisers' nominee calls of one round and nomination, with a staff member's token. */
export function nomineeCalls(server: TestServer, token: string, roundId: number | string, nominationId: number | string = 1) {
  const path = listPath(roundId, nominationId);
  return {
    board: () => backstage(server, token, `${path}/nominees`),
    add: (body: Record<string, unknown>) => backstage(server, token, `${path}/nominees`, { method: 'POST', body }),
    shortlist: (body: Record<string, unknown>) => backstage(server, token, `${path}/shortlist`, { method: 'POST', body }),
    order: (ids: (number | string)[]) => backstage(server, token, `${path}/order`, { method: 'PUT', body: { nominee_ids: ids } }),
    remove: (nomineeId: number | string, query = '') => backstage(server, token, `${path}/nominees/${nomineeId}${query}`, { method: 'DELETE' }),
  };
}

/** The board an answer carries, checked against its contract; fails the test on any other status. */
export async function boardOf(response: Response, status = 200): Promise<ReturnType<typeof NomineeBoard.parse>> {
  const text = await response.text();
  if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}: ${text}`);
  return NomineeBoard.parse(JSON.parse(text));
}

/** The audit records of an action, newest first. */
export const auditRecords = (server: TestServer, action: string) => server.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id));
