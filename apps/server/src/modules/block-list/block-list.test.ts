import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BlockListEntries, BlockListEntry } from '@awards/contracts';
import { auditLog } from '../audit/tables';
import { applications } from '../entries/tables';
import { blockList } from './tables';
import { useTestServer } from '../../../test/harness';
import { backstage, createStaffMember } from '../../../test/staff';
import { entry, newApplicant, setApplicationWindow, submit } from '../../../test/entries';
import { isBlocked } from '.';

const DAY = 24 * 60 * 60 * 1000;

describe('the block list', () => {
  const server = useTestServer();
  let moderator: string;
  beforeAll(async () => {
    ({ staffToken: moderator } = await createStaffMember(server, 'blocker@awards.test', ['moderator']));
    await setApplicationWindow(server.db, { startsAt: new Date(Date.now() - DAY), endsAt: new Date(Date.now() + DAY) });
  });
  beforeEach(async () => {
    await server.db.delete(blockList);
    await server.db.delete(applications);
  });

  const add = (pattern: string, note?: string) => backstage(server, moderator, '/api/v2/backstage/block-list', { method: 'POST', body: { pattern, note } });
  const list = async () => BlockListEntries.parse(await (await backstage(server, moderator, '/api/v2/backstage/block-list')).json());
  const remove = (id: number) => backstage(server, moderator, `/api/v2/backstage/block-list/${id}`, { method: 'DELETE' });
  const auditFor = (id: number) => server.db.select().from(auditLog).where(eq(auditLog.subjectId, String(id))).orderBy(auditLog.id);

  it('adds an email or a whole domain, lower-cased, with who added it, and lists them newest first', async () => {
    const response = await add('  Spammer@Example.COM ', 'Sent 40 entries in a minute');
    expect(response.status).toBe(201);
    const added = BlockListEntry.parse(await response.json());
    expect(added).toMatchObject({ pattern: 'spammer@example.com', note: 'Sent 40 entries in a minute', created_by_name: 'Test Streamer' });
    const domain = BlockListEntry.parse(await (await add('@Junk.Example')).json());
    expect(await list()).toEqual([domain, added]);
    expect(await auditFor(added.id)).toEqual([
      expect.objectContaining({ action: 'block_list.add', actorEmail: 'blocker@awards.test', subjectType: 'block_list', after: { pattern: 'spammer@example.com', note: 'Sent 40 entries in a minute' } }),
    ]);
  });

  it('answers 409 already_blocked to a pattern already listed, in any case', async () => {
    expect((await add('@junk.example')).status).toBe(201);
    const again = await add('@JUNK.example', 'twice');
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'already_blocked', message: 'This address or domain is already on the block list.' });
    expect(await list()).toHaveLength(1);
  });

  it.each(['nobody', 'name@localhost', '@', 'two words@example.com'])('answers 400 to the pattern %j', async (pattern) => {
    const response = await add(pattern);
    expect(response.status).toBe(400);
    expect((await response.json()).fields.pattern).toBeDefined();
  });

  it('removes a pattern, recording what it was, and answers 404 to one already gone', async () => {
    const added = BlockListEntry.parse(await (await add('@junk.example', 'spam')).json());
    const response = await remove(added.id);
    expect(response.status).toBe(200);
    expect(BlockListEntry.parse(await response.json())).toEqual(added);
    expect(await list()).toEqual([]);
    expect((await remove(added.id)).status).toBe(404);
    expect((await auditFor(added.id)).map((record) => [record.action, record.before])).toEqual([
      ['block_list.add', null],
      ['block_list.remove', { pattern: '@junk.example', note: 'spam' }],
    ]);
  });

  it('blocks an address, its domain and the domains under it, never a neighbour', async () => {
    await add('someone@example.org');
    await add('@junk.example');
    expect(await isBlocked(server.db, 'SomeOne@Example.org')).toBe(true);
    expect(await isBlocked(server.db, 'someone.else@example.org')).toBe(false);
    expect(await isBlocked(server.db, 'anyone@junk.example')).toBe(true);
    expect(await isBlocked(server.db, 'anyone@mail.junk.example')).toBe(true);
    expect(await isBlocked(server.db, 'anyone@notjunk.example')).toBe(false);
  });

  it('refuses an entry from a listed email or domain with 403 email_blacklisted, and takes it once removed', async () => {
    const { token, email } = await newApplicant(server, 'listed');
    const byEmail = BlockListEntry.parse(await (await add(email.toUpperCase())).json());
    const refused = await submit(server, token, entry(), { 'accept-language': 'ru' });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ statusCode: 403, code: 'email_blacklisted', message: 'Этот адрес заблокирован. Попробуйте другой.' });
    await remove(byEmail.id);
    await add('@example.com');
    expect((await submit(server, token, entry())).status).toBe(403);
    expect(await server.db.select().from(applications)).toEqual([]);

    await server.db.delete(blockList);
    expect((await submit(server, token, entry())).status).toBe(201);
  });

  it('is kept by organisers and moderators only', async () => {
    const { token } = await newApplicant(server, 'curious');
    expect((await backstage(server, token, '/api/v2/backstage/block-list')).status).toBe(403);
    expect((await server.api('/api/v2/backstage/block-list')).status).toBe(401);
  });
});
