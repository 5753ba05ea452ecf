import { asc, eq } from 'drizzle-orm';
import type { StaffRole } from '@awards/contracts';
import { auditLog } from '../src/modules/audit/tables';
import { users } from '../src/modules/users/tables';
import { bearer } from './accounts';
import type { TestServer } from './harness';
import { createStaffMember } from './staff';

export const INBOX = '/api/v2/backstage/messages';

/** A visitor's message through the public form, in the language the header names; its id. */
export async function sendContactMessage(server: TestServer, email: string, comments: string, language = 'EN'): Promise<number> {
  const response = await server.post('/api/v1/contact_us/', { email, comments }, { 'accept-language': language });
  if (response.status !== 201) throw new Error(`the contact form answered ${response.status}`);
  return ((await response.json()) as { id: number }).id;
}

/** A staff member with a name of their own, so that the thread can tell authors apart; the headers of their requests. */
export async function staffWithName(server: TestServer, email: string, name: string, roles: StaffRole[]) {
  const staff = await createStaffMember(server, email, roles);
  await server.db.update(users).set({ name }).where(eq(users.id, staff.id));
  return { ...staff, name, headers: bearer(staff.staffToken) };
}

type Headers = Record<string, string>;

export const getJson = (server: TestServer, path: string, headers: Headers) => server.api(path, { headers });

export const sendJson = (server: TestServer, method: 'POST' | 'PUT', path: string, body: unknown, headers: Headers) =>
  server.api(path, { method, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

export const reply = (server: TestServer, id: number | string, body: unknown, headers: Headers) =>
  sendJson(server, 'POST', `${INBOX}/${id}/replies`, body, headers);

export const markHandled = (server: TestServer, id: number | string, handled: unknown, headers: Headers) =>
  sendJson(server, 'PUT', `${INBOX}/${id}/handled`, { handled }, headers);

/** The mails of a test so far that answer contact messages (not the organisers' copies of them). */
export const repliesMailed = (server: TestServer) => server.mail.inbox.filter((mail) => mail.subject.startsWith('Re: '));

/** The audit log as stored, oldest first. */
export const auditRecords = (server: TestServer) => server.db.select().from(auditLog).orderBy(asc(auditLog.id));
