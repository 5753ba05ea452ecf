import { createServer } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../mail/tables';
import { contactMessages } from './tables';
import { startTestServer, type TestServer } from '../../../test/harness';

const ORGANISERS = 'organisers@awards.test';
const message = { email: 'fan@example.com', comments: 'When does voting open?' };

describe('the contact form', () => {
  let server: TestServer;
  /** Mail goes out after the answer, so each test finds its own by the sender it used. */
  const mailFrom = (sender: string) => server.mail.waitFor(ORGANISERS, (mail) => mail.replyTo === sender);
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  beforeEach(() => server.reset());

  it('answers 201 with the stored message and mails it to the organisers, replies going to the sender', async () => {
    const response = await server.post('/api/v1/contact_us/', message);
    expect(response.status).toBe(201);
    const answer = await response.json();
    expect(answer).toEqual({ id: expect.any(Number), ...message });

    const stored = await server.db.select().from(contactMessages);
    expect(stored).toEqual([expect.objectContaining({ id: answer.id, ...message, language: 'EN' })]);

    const mail = await mailFrom(message.email);
    expect(mail.subject).toBe('Awards: New message from the contact form');
    expect(mail.text).toContain(message.comments);
    expect(mail.text).toContain(message.email);
    expect(mail.html).toContain('lang="en"');
  });

  it('is reached with and without the trailing slash', async () => {
    expect((await server.post('/api/v1/contact_us', message)).status).toBe(201);
    expect((await server.post('/api/v1/contact_us/', message)).status).toBe(201);
    expect(await server.db.select().from(contactMessages)).toHaveLength(2);
  });

  it('stores and mails the values trimmed', async () => {
    const response = await server.post('/api/v1/contact_us/', { email: '  trim@example.com ', comments: '\n  Hi there  \t' });
    expect(await response.json()).toMatchObject({ email: 'trim@example.com', comments: 'Hi there' });
    const [stored] = await server.db.select().from(contactMessages);
    expect(stored).toMatchObject({ email: 'trim@example.com', comments: 'Hi there' });
    expect((await mailFrom('trim@example.com')).text).toContain('\nHi there\n');
  });

  it('writes the mail in the language of the request and remembers that language', async () => {
    await server.post('/api/v1/contact_us/', { ...message, email: 'ana@example.com' }, { 'accept-language': 'es-ES' });
    const mail = await mailFrom('ana@example.com');
    expect(mail.subject).toBe('Awards: Nuevo mensaje del formulario de contacto');
    expect(mail.html).toContain('lang="es"');
    const [stored] = await server.db.select().from(contactMessages);
    expect(stored?.language).toBe('SP');
  });

  it('shows the message in the mail as text, never as markup', async () => {
    await server.post('/api/v1/contact_us/', { email: 'mallory@example.com', comments: '<img src=x onerror=alert(1)>' });
    const mail = await mailFrom('mallory@example.com');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.text).toContain('<img src=x onerror=alert(1)>');
  });

  it('answers 400 with field messages in the language of the request', async () => {
    const response = await server.post('/api/v1/contact_us/', { email: 'not-an-email', comments: 'x' }, { 'accept-language': 'PT' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: 400,
      code: 'validation_error',
      message: 'Alguns campos são inválidos. Corrija-os e tente novamente.',
      fields: { email: 'E-mail inválido', comments: 'Mínimo de 2 caracteres' },
    });
    expect(await server.db.select().from(contactMessages)).toEqual([]);
  });
});

/** A loopback port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('the contact form when mail cannot be sent', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` } });
  });
  afterAll(() => server.close());

  it('still answers 201 and keeps the message for the organisers, its mail waiting in the outbox', async () => {
    const response = await server.post('/api/v1/contact_us/', message);
    expect(response.status).toBe(201);
    expect(await server.db.select().from(contactMessages)).toEqual([expect.objectContaining(message)]);
    expect(await server.db.select().from(mailOutbox)).toEqual([expect.objectContaining({ recipient: ORGANISERS, replyTo: message.email, sentAt: null })]);
  });
});

describe('the contact form under a flood', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ rateLimits: { contact: 2 } });
  });
  afterAll(() => server.close());

  it('answers 429 with Retry-After once one address sends more than the limit', async () => {
    expect((await server.post('/api/v1/contact_us/', message)).status).toBe(201);
    expect((await server.post('/api/v1/contact_us/', message)).status).toBe(201);
    const limited = await server.post('/api/v1/contact_us/', message, { 'accept-language': 'SP' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({
      statusCode: 429,
      code: 'rate_limited',
      message: 'Demasiados intentos. Espera un poco e inténtalo de nuevo.',
    });
    expect(await server.db.select().from(contactMessages)).toHaveLength(2);
  });

  it('cannot be dodged by a made-up X-Forwarded-For header', async () => {
    for (const forged of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      const response = await server.post('/api/v1/contact_us/', message, { 'x-forwarded-for': forged });
      expect(response.status).toBe(429);
    }
  });
});
