import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { PersonalData } from '@awards/contracts';
import { auditLog } from '../audit/tables';
import { users } from '../users/tables';
import { bearer } from '../../../test/accounts';
import { backstage, createStaffMember } from '../../../test/staff';
import { insertPasswordlessAccounts } from '../users';
import { expectError } from '../../../test/voting';
import { OWN_DATA, PEOPLE, useUserWithEverything } from '../../../test/personal-data';

describe('an organiser handling a request for personal data', () => {
  const { server, moderator, user } = useUserWithEverything();
  let organiser: Awaited<ReturnType<typeof createStaffMember>>;
  beforeEach(async () => {
    organiser = await createStaffMember(server, 'orla@awards.test', ['organiser']);
  });

  const find = (email: string, token = organiser.staffToken) => backstage(server, token, `${PEOPLE}?email=${encodeURIComponent(email)}`);
  const download = (userId: number, token = organiser.staffToken) => backstage(server, token, `${PEOPLE}/${userId}/data`);
  const remove = (userId: number, body: unknown, token = organiser.staffToken) => backstage(server, token, `${PEOPLE}/${userId}`, { method: 'DELETE', body });
  const records = (action: string) => server.db.select().from(auditLog).where(eq(auditLog.action, action));

  it('finds the account by its email in any case, with how much the site holds of it', async () => {
    const response = await find(user.email.toUpperCase());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      id: user.id,
      name: 'Olga Quill',
      email: user.email,
      language: 'EN',
      created_at: expect.any(String),
      staff_roles: [],
      entries: 2,
      votes: 3,
      guesses: 1,
      contact_messages: 1,
    });
  });

  it('finds the account from another spelling of its mailbox, and answers 404 for an email nobody signed up with', async () => {
    const [gmail] = await insertPasswordlessAccounts(server.db, [{ email: 'olga.quill@gmail.com', name: 'Olga G' }]);
    expect(await (await find('OlgaQuill+awards@googlemail.com')).json()).toMatchObject({ id: gmail!.id, email: 'olga.quill@gmail.com' });
    await expectError(await find('nobody@example.com'), 404, 'not_found');
  });

  it('downloads the document its owner would, and the download is on the record', async () => {
    const response = await download(user.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="personal-data-[\d-]+\.json"$/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { generated_at: _at, ...theirs } = PersonalData.parse(await response.json());
    const { generated_at: _own, ...own } = PersonalData.parse(await (await server.api(OWN_DATA, { headers: bearer(user.token) })).json());
    expect(theirs).toEqual(own);
    expect(await records('account.download')).toEqual([
      expect.objectContaining({ actorId: organiser.id, actorEmail: organiser.email, subjectType: 'user', subjectId: String(user.id), before: null, after: null }),
    ]);
    await expectError(await download(999_999), 404, 'not_found');
  });

  it('deletes the account confirmed by its email, as its owner would, with the reason on the record', async () => {
    const response = await remove(user.id, { email: user.email, reason: 'Asked by mail on 2 December' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ votes_unlinked: 3, entries_withdrawn: 2, uploads_removed: 1, guesses_removed: 1, messages_removed: 1 });
    expect(await server.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    await expectError(await server.api('/api/v2/user/me', { headers: bearer(user.token) }), 401, 'unauthorized');
    const [record] = await records('account.delete');
    expect(record).toMatchObject({ actorId: organiser.id, actorEmail: organiser.email, subjectType: 'user', subjectId: String(user.id) });
    expect(record!.after).toMatchObject({ votesUnlinked: 3, reason: 'Asked by mail on 2 December' });
    expect(JSON.stringify(record)).not.toContain(user.email);
  });

  it('refuses a deletion without the account’s email or a reason (400), and a staff member’s account (409), deleting nothing', async () => {
    const wrong = await remove(user.id, { email: 'other@example.com', reason: 'Asked by mail' });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).fields).toEqual({ email: "Type the account's email exactly to confirm" });
    expect((await remove(user.id, { email: user.email })).status).toBe(400);
    await expectError(await remove(moderator.id, { email: moderator.email, reason: 'Asked in person' }), 409, 'account_is_staff');
    await expectError(await remove(999_999, { email: user.email, reason: 'Asked by mail' }), 404, 'not_found');
    expect(await server.db.select({ id: users.id }).from(users).where(eq(users.id, user.id))).toHaveLength(1);
    expect(await records('account.delete')).toEqual([]);
  });

  it('is for organisers only: a moderator, and a user without a role, are refused with 403', async () => {
    for (const token of [moderator.staffToken, user.token]) {
      expect((await find(user.email, token)).status).toBe(403);
      expect((await download(user.id, token)).status).toBe(403);
      expect((await remove(user.id, { email: user.email, reason: 'Asked by mail' }, token)).status).toBe(403);
    }
    expect(await records('account.download')).toEqual([]);
    expect(await server.db.select({ id: users.id }).from(users).where(eq(users.id, user.id))).toHaveLength(1);
  });
});
