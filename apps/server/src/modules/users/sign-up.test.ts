import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../mail/tables';
import { users } from './tables';
import { bearer, oneTimePasswordIn, signIn, signUp, tokenFrom } from '../../../test/accounts';
import { startTestServer, type TestServer } from '../../../test/harness';

describe('signing up', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  beforeEach(() => server.reset());

  it('gives an account whose mailed one-time password leads to choosing a password of its own', async () => {
    const created = await signUp(server, 'Nova@Example.com', 'Nova Star');
    expect(created.status).toBe(201);
    const account = (await created.json()) as { id: number; name: string; email: string };
    expect(account).toEqual({ id: expect.any(Number), name: 'Nova Star', email: 'nova@example.com' });

    const mail = await server.mail.waitFor('nova@example.com');
    expect(mail.subject).toContain('Welcome');
    expect(mail.text).toContain('24 hours');
    expect(mail.text).toContain('spam');
    const oneTime = oneTimePasswordIn(mail);
    expect(oneTime).toMatch(/^[A-HJ-NP-Za-km-z2-9]{12,}$/);
    expect(mail.html).toContain(oneTime);

    const signedIn = await signIn(server, 'nova@example.com', oneTime);
    expect(signedIn.status).toBe(200);
    const { token: restricted, password_change_required } = (await signedIn.json()) as { token: string; password_change_required?: boolean };
    expect(password_change_required).toBe(true);

    const refused = await server.api('/api/v2/user/me', { headers: bearer(restricted) });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ statusCode: 403, code: 'password_change_required' });

    const full = await tokenFrom(await server.post('/api/v2/user/password', { password: 'neon tiger 77' }, bearer(restricted)));
    const me = await server.api('/api/v2/user/me', { headers: bearer(full) });
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({ ...account, stats: { applications: 0, votes: 0, guesses: 0 } });

    const revoked = await server.api('/api/v2/user/me', { headers: bearer(restricted) });
    expect(revoked.status).toBe(401);
    expect((await signIn(server, 'nova@example.com', oneTime)).status).toBe(400);
    const withNewPassword = await signIn(server, 'NOVA@example.com', 'neon tiger 77');
    expect(await withNewPassword.json()).toEqual({ token: expect.any(String) });
  });

  it('mails the password in the language of the request and remembers that language', async () => {
    expect((await signUp(server, 'ana@example.com', 'Ana', { 'accept-language': 'es-ES' })).status).toBe(201);
    const mail = await server.mail.waitFor('ana@example.com');
    expect(mail.subject).toContain('Te damos la bienvenida');
    expect(mail.text).toContain('24 horas');
    expect(mail.html).toContain('lang="es"');
    const [stored] = await server.db.select().from(users).where(eq(users.email, 'ana@example.com'));
    expect(stored?.language).toBe('SP');
  });

  it('stores only a hash of the one-time password, expiring in 24 hours', async () => {
    await signUp(server, 'hash@example.com');
    const oneTime = oneTimePasswordIn(await server.mail.waitFor('hash@example.com'));
    const [stored] = await server.db.select().from(users).where(eq(users.email, 'hash@example.com'));
    expect(stored?.oneTimePasswordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored?.oneTimePasswordHash).not.toContain(oneTime);
    expect(stored?.passwordHash).toBeNull();
    const hoursLeft = (stored!.oneTimePasswordExpiresAt!.getTime() - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(23.9);
    expect(hoursLeft).toBeLessThanOrEqual(24);
  });

  it('answers 409 account_exists for an email that already has an account, in any letter case', async () => {
    expect((await signUp(server, 'taken@example.com')).status).toBe(201);
    for (const email of ['taken@example.com', 'TAKEN@Example.COM']) {
      const again = await signUp(server, email, 'Someone Else', { 'accept-language': 'PT' });
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual({
        statusCode: 409,
        code: 'account_exists',
        message: 'Já existe uma conta com este e-mail, ou com a mesma caixa de e-mail escrita de outra forma (com pontos ou uma +etiqueta). Entre, ou redefina sua senha, com o endereço usado no cadastro.',
      });
    }
  });

  it('keeps the address as typed for mail, and one account per mailbox: a +tag, dots or an alias domain of a taken Gmail or Yandex mailbox is 409 account_exists', async () => {
    const created = await signUp(server, 'Name.Surname+awards@GoogleMail.com');
    expect(await created.json()).toMatchObject({ email: 'name.surname+awards@googlemail.com' });
    expect((await server.mail.waitFor('name.surname+awards@googlemail.com')).to).toEqual(['name.surname+awards@googlemail.com']);
    const [stored] = await server.db.select().from(users);
    expect(stored).toMatchObject({ email: 'name.surname+awards@googlemail.com', mailbox: 'namesurname@gmail.com' });

    expect((await signUp(server, 'ivan.petrov@yandex.ru')).status).toBe(201);
    const sameMailboxes = ['namesurname@gmail.com', 'Name.Surname@gmail.com', 'n.a.m.e.surname+2@googlemail.com', 'ivan-petrov@ya.ru', 'Ivan.Petrov+1@yandex.com'];
    for (const email of sameMailboxes) {
      const again = await signUp(server, email, 'Someone Else');
      expect(again.status, email).toBe(409);
      expect(await again.json()).toEqual({
        statusCode: 409,
        code: 'account_exists',
        message: 'An account already exists for this email, or for the same mailbox spelt another way (with dots or a +tag). Sign in, or reset your password, with the address you signed up with.',
      });
    }
    // Dots matter outside Gmail and Yandex, and a +tag is not the whole name.
    for (const email of ['name.surname@example.com', 'namesurname@example.com', 'name.surnameawards@gmail.com']) expect((await signUp(server, email)).status, email).toBe(201);
    expect(await server.db.select().from(users)).toHaveLength(5);
  });

  it('answers 400 disposable_email to an address at a throwaway mail service or a subdomain of one, beside the email field, storing and mailing nothing', async () => {
    for (const email of ['someone@mailinator.com', 'Someone@YOPMAIL.com', 'someone@inbox.guerrillamail.com']) {
      const refused = await signUp(server, email, 'Someone', { 'accept-language': 'es' });
      expect(refused.status, email).toBe(400);
      const message = 'No aceptamos direcciones de servicios de correo temporal. Usa una dirección permanente que consultes.';
      expect(await refused.json()).toEqual({ statusCode: 400, code: 'disposable_email', message, fields: { email: message } });
    }
    expect(await server.db.select().from(users)).toEqual([]);
    expect((await signUp(server, 'someone@proton.me')).status).toBe(201);
    expect((await server.db.select().from(mailOutbox)).map((mail) => mail.recipient)).toEqual(['someone@proton.me']);
  });

  it('stores one account when sign-ups with the same email race', async () => {
    const statuses = await Promise.all(
      ['race@example.com', 'Race@example.com', 'RACE@example.com', 'race@EXAMPLE.com'].map(async (email) => (await signUp(server, email)).status),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(3);
    const [{ count }] = (await server.db.select({ count: sql<number>`count(*)::int` }).from(users)) as [{ count: number }];
    expect(count).toBe(1);
  });
});

describe('signing up while mail cannot be sent', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Port 1 on loopback refuses connections: the SMTP server is down.
    server = await startTestServer({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
  });
  afterAll(() => server.close());

  it('answers 201 and keeps the account, its one-time password waiting in the outbox for the mail server', async () => {
    const response = await signUp(server, 'unlucky@example.com');
    expect(response.status).toBe(201);
    expect(await server.db.select().from(users).where(eq(users.email, 'unlucky@example.com'))).toHaveLength(1);
    const waiting = () => server.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'unlucky@example.com'));
    await expect.poll(async () => (await waiting())[0]?.lastError).toBe('ESOCKET');
    expect(await waiting()).toEqual([expect.objectContaining({ sentAt: null, attempts: 1, text: expect.stringContaining('one-time password') })]);
  });
});
