import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts';
import { useTestServer } from '../../../test/harness';
import { createStaffMember } from '../../../test/staff';
import type { AuditAction, AuditSubjectType } from '@awards/contracts';
import { recordAudit, type Actor } from '.';

const AUDIT = '/api/v2/backstage/audit';

interface AuditPage {
  items: { id: number; at: string; actor_id: number | null; actor_email: string; action: string; subject_type: string; subject_id: string; before: unknown; after: unknown }[];
  total: number;
  page: number;
  page_size: number;
}

describe('reading the audit log', () => {
  const server = useTestServer();
  let organiser: Awaited<ReturnType<typeof createStaffMember>>;
  let headers: Record<string, string>;

  /**
   * Records written one after the other, oldest first, as the backstage's writes would leave them,
   * and two actions no server records (blockXlist.add, entryX.decide), which a filter's _ must not match.
   */
  const records: [Actor, string, AuditSubjectType, string | number][] = [
    [{ id: null, email: 'command line' }, 'role.grant', 'user', 7],
    [{ id: 1, email: 'Mia@Awards.test' }, 'entry.decide', 'entry', 11],
    [{ id: 1, email: 'Mia@Awards.test' }, 'entry.reverse', 'entry', 11],
    [{ id: 2, email: 'olga@awards.test' }, 'entry.bulk_decide', 'entry', 12],
    [{ id: 2, email: 'olga@awards.test' }, 'block_list.add', 'block_list', 3],
    [{ id: 2, email: 'olga@awards.test' }, 'blockXlist.add', 'block_list', 4],
    [{ id: 1, email: 'Mia@Awards.test' }, 'entryX.decide', 'entry', 13],
    [{ id: 1, email: 'Mia@Awards.test' }, 'message.reply', 'message', 5],
  ];

  beforeAll(async () => {
    await server.reset();
    organiser = await createStaffMember(server, 'olga@awards.test', ['organiser']);
    headers = bearer(organiser.staffToken);
    for (const [actor, action, subjectType, subjectId] of records) {
      await recordAudit(server.db, actor, { action: action as AuditAction, subjectType, subjectId, before: { state: 'before' }, after: { state: 'after', byName: actor.email } });
    }
  });

  const read = async (query = '') => {
    const response = await server.api(`${AUDIT}${query}`, { headers });
    expect(response.status, query).toBe(200);
    return (await response.json()) as AuditPage;
  };
  const actions = async (query: string) => (await read(query)).items.map((item) => item.action);

  it('lists every record newest first, with who, when, what and the value before and after', async () => {
    const page = await read();
    expect(page).toMatchObject({ total: records.length, page: 1, page_size: 50 });
    expect(page.items.map((item) => item.action)).toEqual(records.map(([, action]) => action).reverse());
    expect(page.items.at(-1)).toEqual({
      id: expect.any(Number),
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      actor_id: null,
      actor_email: 'command line',
      action: 'role.grant',
      subject_type: 'user',
      subject_id: '7',
      before: { state: 'before' },
      after: { state: 'after', by_name: 'command line' },
    });
  });

  it('filters by one action exactly', async () => {
    expect(await actions('?action=entry.decide')).toEqual(['entry.decide']);
    expect(await actions('?action=block_list.add')).toEqual(['block_list.add']);
    expect(await actions('?action=entry')).toEqual([]);
  });

  it('filters by every action under a prefix ending in a dot, an underscore standing only for itself', async () => {
    expect(await actions('?action=entry.')).toEqual(['entry.bulk_decide', 'entry.reverse', 'entry.decide']);
    expect(await actions('?action=block_list.')).toEqual(['block_list.add']);
    expect(await actions('?action=%25.')).toEqual([]);
  });

  it('filters by part of the actor email, in any case', async () => {
    expect((await read('?actor=MIA@')).items.map((item) => item.action)).toEqual(['message.reply', 'entryX.decide', 'entry.reverse', 'entry.decide']);
    expect((await read('?actor=%25')).total).toBe(0);
    expect((await read('?actor=_')).total).toBe(0);
  });

  it('filters by subject type and id, and by several filters at once', async () => {
    expect(await actions('?subject_type=entry&subject_id=11')).toEqual(['entry.reverse', 'entry.decide']);
    expect(await actions('?subject_type=block_list')).toEqual(['blockXlist.add', 'block_list.add']);
    expect(await actions('?subject_id=5')).toEqual(['message.reply']);
    expect(await actions('?action=entry.&actor=olga')).toEqual(['entry.bulk_decide']);
  });

  it('takes a blank filter as no filter', async () => {
    expect((await read('?action=&actor=%20&subject_type=&subject_id=')).total).toBe(records.length);
  });

  it('pages through the records, the total counting every page', async () => {
    const newestFirst = records.map(([, action]) => action).reverse();
    expect(await read('?page_size=3&page=2')).toMatchObject({ total: records.length, page: 2, page_size: 3, items: newestFirst.slice(3, 6).map((action) => ({ action })) });
    expect(await read('?page_size=3&page=3')).toMatchObject({ items: newestFirst.slice(6).map((action) => ({ action })) });
    expect(await read('?page=1000000')).toMatchObject({ items: [], total: records.length });
    expect((await read('?action=entry.&page_size=2')).total).toBe(3);
  });

  it('answers 400 naming the field for a bad page, page size or a filter too long', async () => {
    for (const [query, field] of [['page=0', 'page'], ['page=x', 'page'], ['page_size=201', 'page_size'], [`action=${'a'.repeat(65)}`, 'action'], [`actor=${'a'.repeat(256)}`, 'actor'], [`subject_id=${'1'.repeat(65)}`, 'subject_id']]) {
      const response = await server.api(`${AUDIT}?${query}`, { headers: { ...headers, 'accept-language': 'PT' } });
      expect(response.status, query).toBe(400);
      const body = (await response.json()) as { code: string; message: string; fields: Record<string, string> };
      expect(body).toMatchObject({ code: 'validation_error', message: 'Alguns campos são inválidos. Corrija-os e tente novamente.' });
      expect(Object.keys(body.fields)).toEqual([field]);
    }
  });

  it('is for organisers only: a moderator gets 403, a visitor without a token 401', async () => {
    const moderator = await createStaffMember(server, 'mia@awards.test', ['moderator']);
    expect((await server.api(AUDIT, { headers: bearer(moderator.staffToken) })).status).toBe(403);
    expect((await server.api(AUDIT)).status).toBe(401);
  });
});
