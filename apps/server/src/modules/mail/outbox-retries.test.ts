import { describe, expect, it } from 'vitest';
import { mailOutbox } from './tables';
import { freePortOutsideEphemeralRange } from '../../../test/free-port';
import { startTestServer } from '../../../test/harness';
import { startMailCatcher, type MailCatcher } from '../../../test/mail-catcher';

const senders = ['ana@example.com', 'ben@example.com', 'cy@example.com'];

describe('mail while the mail server is down, then refusing, then accepting', () => {
  it('arrives exactly once per stored message after retries, the outbox and the log keeping failure codes only', async () => {
    const port = await freePortOutsideEphemeralRange();
    const server = await startTestServer({ logs: true, env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_RETRY_FIRST_MS: '100', MAIL_RETRY_MAX_MS: '400' } });
    let catcher: MailCatcher | undefined;
    try {
      for (const [i, email] of senders.entries()) {
        expect((await server.post('/api/v1/contact_us/', { email, comments: `Question number ${i}` })).status).toBe(201);
      }
      // Nothing listens: every mail fails to connect, and is tried again.
      const rows = () => server.db.select().from(mailOutbox);
      await expect.poll(async () => (await rows()).filter((row) => row.attempts >= 2).length, { timeout: 10_000 }).toBe(senders.length);

      let refusals = 0;
      catcher = await startMailCatcher({ port, answer: () => (refusals++ < 4 ? 'refuse' : 'accept') });
      await expect.poll(async () => (await rows()).filter((row) => row.sentAt !== null).length, { timeout: 10_000 }).toBe(senders.length);

      // Every row is sent, so nothing more can come: each message arrived once, under one Message-ID.
      expect(catcher.inbox.map((mail) => mail.replyTo).sort()).toEqual(senders);
      expect(new Set(catcher.inbox.map((mail) => mail.messageId)).size).toBe(senders.length);
      expect(refusals).toBe(4 + senders.length);
      const sent = await rows();
      expect(sent.every((row) => row.text === null && row.html === null)).toBe(true);
      // Each failure counts: at least two refused connections per mail, and the four refusals.
      expect(sent.reduce((total, row) => total + row.attempts, 0)).toBeGreaterThanOrEqual(2 * senders.length + 4);
      expect(sent.map((row) => row.lastError)).toContain('EMESSAGE 451');
      for (const row of sent) expect(row.lastError).toMatch(/^[A-Z]+( \d{3})?$/);

      const log = server.logs();
      expect(log).toContain('mail could not be sent');
      for (const personal of [...senders, 'organisers@awards.test', 'contact form', 'Question number', 'Try again later']) expect(log).not.toContain(personal);
    } finally {
      await server.close();
      await catcher?.close();
    }
  });
});
