import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../mail/tables';
import { contactMessages, contactReplies } from './tables';
import { useTestServer } from '../../../test/harness';
import { INBOX, auditRecords, getJson, markHandled, reply, repliesMailed, sendContactMessage, staffWithName } from '../../../test/contact';

describe('answering a contact message from the backstage', () => {
  const server = useTestServer();
  let moderator: Awaited<ReturnType<typeof staffWithName>>;
  beforeEach(async () => {
    await server.reset();
    moderator = await staffWithName(server, 'mia@awards.test', 'Mia Moderator', ['moderator']);
  });

  it('mails the sender the reply with their message quoted below it, keeps it in the thread and marks the message handled', async () => {
    const id = await sendContactMessage(server, 'ana@example.com', 'When does voting open?\nAnd where?');
    const response = await reply(server, id, { body: '  Voting opens on 1 December.\n\nSee the key dates on the home page.  ' }, moderator.headers);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      id,
      handled_at: expect.any(String),
      handled_by_name: 'Mia Moderator',
      replies: 1,
      thread: [{ body: 'Voting opens on 1 December.\n\nSee the key dates on the home page.', author_name: 'Mia Moderator' }],
    });

    const mail = await server.mail.waitFor('ana@example.com', (m) => m.subject.startsWith('Re: '));
    expect(mail.subject).toBe('Re: your message to Awards');
    // From the site's own address (MAIL_FROM), not the staff member's.
    expect(mail.from).toBeDefined();
    expect(server.config.mailFrom).toContain(`<${mail.from}>`);
    expect(mail.replyTo).toBeUndefined();
    expect(mail.html).toContain('lang="en"');
    expect(mail.text).toMatch(/Voting opens on 1 December\.\n\nSee the key dates on the home page\.\n\nOn \w+ \d+, \d{4}, you wrote:\n\n> When does voting open\?\n> And where\?\n/);
    expect(mail.html).toContain('When does voting open?\nAnd where?');
  });

  it.each([
    ['es-ES', 'Re: tu mensaje a Awards', 'lang="es"', /escribiste:/],
    ['ru', 'Re: ваше сообщение для Awards', 'lang="ru"', /вы написали:/],
    ['pt-BR', 'Re: sua mensagem para o Awards', 'lang="pt"', /você escreveu:/],
  ])('writes the reply in the language the message was sent in (%s)', async (language, subject, lang, wrote) => {
    const email = `fan-${language.toLowerCase()}@example.com`;
    const id = await sendContactMessage(server, email, 'Hola, hello, привет', language);
    // The staff member's own language plays no part.
    expect((await reply(server, id, { body: 'Thanks!' }, { ...moderator.headers, 'accept-language': 'EN' })).status).toBe(201);
    const mail = await server.mail.waitFor(email, (m) => m.subject.startsWith('Re: '));
    expect(mail.subject).toBe(subject);
    expect(mail.html).toContain(lang);
    expect(mail.text).toMatch(wrote);
    expect(mail.text).toContain('> Hola, hello, привет');
  });

  it('shows the reply and the quoted message in the mail as text, never as markup', async () => {
    const id = await sendContactMessage(server, 'mallory@example.com', '<script>alert(1)</script>');
    await reply(server, id, { body: '<b>bold</b> answer' }, moderator.headers);
    const mail = await server.mail.waitFor('mallory@example.com', (m) => m.subject.startsWith('Re: '));
    expect(mail.html).not.toMatch(/<script|<b>/);
    expect(mail.html).toContain('&lt;b&gt;bold&lt;/b&gt; answer');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('records the reply in the audit log by its id and length, never its words or the address', async () => {
    const id = await sendContactMessage(server, 'ana@example.com', 'Question');
    const thread = (await (await reply(server, id, { body: 'Twelve chars' }, moderator.headers)).json()) as { thread: { id: number }[] };
    const records = await auditRecords(server);
    expect(records).toEqual([
      expect.objectContaining({
        actorId: moderator.id,
        actorEmail: 'mia@awards.test',
        action: 'message.reply',
        subjectType: 'message',
        subjectId: String(id),
        before: { handled: false },
        after: { handled: true, replyId: thread.thread[0]!.id, bodyLength: 12 },
      }),
    ]);
    expect(JSON.stringify(records)).not.toMatch(/Twelve chars|ana@example\.com/);
  });

  it('keeps an already handled message handled by whoever handled it, the new reply last in the thread', async () => {
    const organiser = await staffWithName(server, 'olga@awards.test', 'Olga Organiser', ['organiser']);
    const id = await sendContactMessage(server, 'ana@example.com', 'Question');
    await markHandled(server, id, true, organiser.headers);
    await reply(server, id, { body: 'First' }, organiser.headers);
    const response = await reply(server, id, { body: 'Second' }, moderator.headers);
    expect(await response.json()).toMatchObject({ handled_by_name: 'Olga Organiser', thread: [{ body: 'First' }, { body: 'Second' }] });
    expect((await auditRecords(server)).at(-1)).toMatchObject({ action: 'message.reply', before: { handled: true }, after: { handled: true } });
  });

  it('answers 404 for a message that does not exist, mailing nobody', async () => {
    const response = await reply(server, 4242, { body: 'Hello?' }, moderator.headers);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'not_found' });
    expect(repliesMailed(server)).toEqual([]);
    expect(await auditRecords(server)).toEqual([]);
  });

  it('answers 400 naming the body when it is missing, blank, no text or too long, storing and mailing nothing', async () => {
    const id = await sendContactMessage(server, 'ana@example.com', 'Question');
    for (const body of [{}, { body: '' }, { body: '   \n ' }, { body: 42 }, { body: null }, { body: ['a'] }, { body: 'x'.repeat(5001) }]) {
      const response = await reply(server, id, body, { ...moderator.headers, 'accept-language': 'SP' });
      expect(response.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(await response.json()).toEqual({
        statusCode: 400,
        code: 'validation_error',
        message: 'Algunos campos no son válidos. Corrígelos e inténtalo de nuevo.',
        fields: { body: expect.any(String) },
      });
    }
    expect(await server.db.select().from(contactReplies)).toEqual([]);
    expect(repliesMailed(server)).toEqual([]);
    const [stored] = await server.db.select().from(contactMessages);
    expect(stored?.handledAt).toBeNull();
  });

  it('takes a reply of 5000 characters', async () => {
    const id = await sendContactMessage(server, 'ana@example.com', 'Tell me everything');
    expect((await reply(server, id, { body: 'y'.repeat(5000) }, moderator.headers)).status).toBe(201);
    // Its mail goes out after the answer: waited for, it is not left to arrive during the next test.
    const mail = await server.mail.waitFor('ana@example.com', (m) => m.subject.startsWith('Re: '));
    expect(mail.text).toContain('y'.repeat(5000));
  });

  it('is closed to a judge', async () => {
    const judge = await staffWithName(server, 'jo@awards.test', 'Jo Judge', ['judge']);
    const id = await sendContactMessage(server, 'ana@example.com', 'Question');
    expect((await reply(server, id, { body: 'Hi' }, judge.headers)).status).toBe(403);
    expect((await getJson(server, `${INBOX}/${id}`, judge.headers)).status).toBe(403);
    expect(repliesMailed(server)).toEqual([]);
  });
});

describe('answering a contact message when mail cannot be sent', () => {
  const server = useTestServer();

  it('stores the reply and marks the message handled, the reply’s mail waiting in the outbox for the mail server', async () => {
    const moderator = await staffWithName(server, 'mia@awards.test', 'Mia Moderator', ['moderator']);
    // The mail server goes away once the staff member has signed up: the reply finds nothing listening.
    await server.mail.close();
    const [message] = await server.db.insert(contactMessages).values({ email: 'ana@example.com', comments: 'Question', language: 'RU' }).returning();
    const response = await reply(server, message!.id, { body: 'Answer' }, { ...moderator.headers, 'accept-language': 'RU' });
    expect(response.status).toBe(201);
    expect(await server.db.select({ body: contactReplies.body }).from(contactReplies)).toEqual([{ body: 'Answer' }]);
    const [stored] = await server.db.select().from(contactMessages);
    expect(stored?.handledAt).not.toBeNull();
    expect((await auditRecords(server)).map((record) => record.action)).toEqual(['message.reply']);
    const waiting = () => server.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'ana@example.com'));
    await expect.poll(async () => (await waiting())[0]?.lastError).toBe('ESOCKET');
    expect(await waiting()).toEqual([expect.objectContaining({ sentAt: null, subject: 'Re: ваше сообщение для Awards' })]);
  });
});
