import { beforeEach, describe, expect, it } from 'vitest';
import { contactMessages } from './tables';
import { useTestServer } from '../../../test/harness';
import { INBOX, auditRecords, getJson, markHandled, reply, sendContactMessage, staffWithName } from '../../../test/contact';

describe('the backstage inbox', () => {
  const server = useTestServer();
  let moderator: Awaited<ReturnType<typeof staffWithName>>;
  beforeEach(async () => {
    await server.reset();
    moderator = await staffWithName(server, 'mia@awards.test', 'Mia Moderator', ['moderator']);
  });

  const list = async (query = '') => {
    const response = await getJson(server, `${INBOX}${query}`, moderator.headers);
    expect(response.status).toBe(200);
    return (await response.json()) as { items: { id: number; email: string; handled_at: string | null; handled_by_name: string | null; replies: number }[]; total: number; open_count: number; page: number; page_size: number };
  };

  it('lists the open messages newest first, with the count of open ones', async () => {
    const first = await sendContactMessage(server, 'ana@example.com', 'When does voting open?', 'es');
    const second = await sendContactMessage(server, 'bo@example.com', 'Can I nominate myself?');
    const page = await list();
    expect(page).toEqual({ items: [expect.objectContaining({ id: second }), expect.objectContaining({ id: first })], total: 2, open_count: 2, page: 1, page_size: 50 });
    expect(page.items[1]).toEqual({
      id: first,
      email: 'ana@example.com',
      comments: 'When does voting open?',
      language: 'SP',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      handled_at: null,
      handled_by_name: null,
      replies: 0,
    });
  });

  it('lists handled messages, or all of them, on request, the open count staying the count of open ones', async () => {
    const open = await sendContactMessage(server, 'ana@example.com', 'Still waiting');
    const handled = await sendContactMessage(server, 'bo@example.com', 'Thanks, all clear');
    expect((await markHandled(server, handled, true, moderator.headers)).status).toBe(200);

    expect((await list()).items.map((m) => m.id)).toEqual([open]);
    const handledPage = await list('?status=handled');
    expect(handledPage).toMatchObject({ total: 1, open_count: 1 });
    expect(handledPage.items).toEqual([expect.objectContaining({ id: handled, handled_at: expect.any(String), handled_by_name: 'Mia Moderator' })]);
    expect(await list('?status=all')).toMatchObject({ items: [{ id: handled }, { id: open }], total: 2, open_count: 1 });
  });

  it('pages through the messages', async () => {
    const ids: number[] = [];
    for (let n = 1; n <= 5; n++) ids.push(await sendContactMessage(server, `fan${n}@example.com`, `Message number ${n}`));
    const newestFirst = [...ids].reverse();
    expect(await list('?page_size=2')).toMatchObject({ items: newestFirst.slice(0, 2).map((id) => ({ id })), total: 5, page: 1, page_size: 2 });
    expect((await list('?page_size=2&page=3')).items.map((m) => m.id)).toEqual(newestFirst.slice(4));
    expect(await list('?page_size=2&page=9')).toMatchObject({ items: [], total: 5, page: 9 });
  });

  it('counts the replies of each message in the list', async () => {
    const id = await sendContactMessage(server, 'ana@example.com', 'Two questions');
    for (const body of ['First answer', 'Second answer']) expect((await reply(server, id, { body }, moderator.headers)).status).toBe(201);
    expect((await list('?status=all')).items).toEqual([expect.objectContaining({ id, replies: 2 })]);
  });

  it('answers 400 naming the field for a status, page or page size it does not know', async () => {
    for (const [query, field] of [['status=closed', 'status'], ['page=0', 'page'], ['page=two', 'page'], ['page_size=0', 'page_size'], ['page_size=201', 'page_size']]) {
      const response = await getJson(server, `${INBOX}?${query}`, moderator.headers);
      expect(response.status, query).toBe(400);
      const body = (await response.json()) as { code: string; fields: Record<string, string> };
      expect(body.code).toBe('validation_error');
      expect(Object.keys(body.fields)).toEqual([field]);
    }
  });

  it('shows a message with its thread, oldest reply first, each with its author', async () => {
    const organiser = await staffWithName(server, 'olga@awards.test', 'Olga Organiser', ['organiser']);
    const id = await sendContactMessage(server, 'ana@example.com', 'Is there a prize?');
    expect((await reply(server, id, { body: 'Yes, a trophy.' }, moderator.headers)).status).toBe(201);
    expect((await reply(server, id, { body: 'And a stream shout-out.' }, organiser.headers)).status).toBe(201);

    const response = await getJson(server, `${INBOX}/${id}`, moderator.headers);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(
      expect.objectContaining({
        id,
        comments: 'Is there a prize?',
        replies: 2,
        handled_by_name: 'Mia Moderator',
        thread: [
          { id: expect.any(Number), body: 'Yes, a trophy.', author_name: 'Mia Moderator', created_at: expect.any(String) },
          { id: expect.any(Number), body: 'And a stream shout-out.', author_name: 'Olga Organiser', created_at: expect.any(String) },
        ],
      }),
    );
  });

  it('answers 404 for a message that does not exist, and 400 for an id that cannot be one', async () => {
    const missing = await getJson(server, `${INBOX}/4242`, moderator.headers);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'not_found' });
    for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
      const response = await getJson(server, `${INBOX}/${id}`, moderator.headers);
      expect(response.status, id).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'validation_error', fields: { id: expect.any(String) } });
    }
  });

  it('marks a message handled and open again, each change in the audit log', async () => {
    const id = await sendContactMessage(server, 'ana@example.com', 'Got it, thanks');
    const handled = await markHandled(server, id, true, moderator.headers);
    expect(handled.status).toBe(200);
    expect(await handled.json()).toMatchObject({ id, handled_at: expect.any(String), handled_by_name: 'Mia Moderator', thread: [] });

    const reopened = await markHandled(server, id, false, moderator.headers);
    expect(await reopened.json()).toMatchObject({ id, handled_at: null, handled_by_name: null });
    expect((await list()).open_count).toBe(1);

    const records = await auditRecords(server);
    expect(records.map(({ action, subjectType, subjectId, before, after, actorEmail }) => ({ action, subjectType, subjectId, before, after, actorEmail }))).toEqual([
      { action: 'message.handled', subjectType: 'message', subjectId: String(id), before: { handled: false }, after: { handled: true }, actorEmail: 'mia@awards.test' },
      { action: 'message.handled', subjectType: 'message', subjectId: String(id), before: { handled: true }, after: { handled: false }, actorEmail: 'mia@awards.test' },
    ]);
  });

  it('records nothing and keeps who handled it when asked for the state a message already has', async () => {
    const other = await staffWithName(server, 'max@awards.test', 'Max Moderator', ['moderator']);
    const id = await sendContactMessage(server, 'ana@example.com', 'Hello');
    await markHandled(server, id, true, moderator.headers);
    const again = await markHandled(server, id, true, other.headers);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ handled_by_name: 'Mia Moderator' });
    expect(await markHandled(server, id, false, other.headers)).toHaveProperty('status', 200);
    expect(await markHandled(server, id, false, other.headers)).toHaveProperty('status', 200);
    expect((await auditRecords(server)).map((record) => record.actorEmail)).toEqual(['mia@awards.test', 'max@awards.test']);
  });

  it('answers 404 when marking a message that does not exist, and 400 naming handled when it is no boolean', async () => {
    expect((await markHandled(server, 4242, true, moderator.headers)).status).toBe(404);
    const id = await sendContactMessage(server, 'ana@example.com', 'Hello');
    for (const value of ['yes', 1, null, undefined]) {
      const response = await markHandled(server, id, value, moderator.headers);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'validation_error', fields: { handled: expect.any(String) } });
    }
    const [stored] = await server.db.select().from(contactMessages);
    expect(stored?.handledAt).toBeNull();
    expect(await auditRecords(server)).toEqual([]);
  });

  it('is closed to a judge, who does not keep the inbox', async () => {
    const judge = await staffWithName(server, 'jo@awards.test', 'Jo Judge', ['judge']);
    expect((await getJson(server, INBOX, judge.headers)).status).toBe(403);
  });
});
