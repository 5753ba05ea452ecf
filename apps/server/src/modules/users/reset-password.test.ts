import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from './tables';
import { bearer, createSignedInUser, nextMailTo, oneTimePasswordIn, requestReset, signIn, tokenFrom } from '../../../test/accounts';
import { startTestServer, type TestServer } from '../../../test/harness';

describe('asking for a new password', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  beforeEach(() => server.reset());

  const me = (token: string) => server.api('/api/v2/user/me', { headers: bearer(token) });

  it('answers 200 {"status":"ok"} for an email without an account and mails nobody', async () => {
    await createSignedInUser(server, 'known@example.com');
    const unknown = await requestReset(server, 'nobody@example.com');
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual({ status: 'ok' });
    // The known address's mail is sent after the unknown one was looked up and dropped.
    const known = await requestReset(server, 'known@example.com');
    expect(await known.json()).toEqual({ status: 'ok' });
    await nextMailTo(server, 'known@example.com', 1);
    expect(server.mail.inbox.filter((m) => m.to.includes('nobody@example.com'))).toEqual([]);
  });

  it('mails a one-time password in the language of the request, whatever the letter case of the email', async () => {
    await createSignedInUser(server, 'ivan@example.com');
    expect((await requestReset(server, 'IVAN@Example.com', { 'accept-language': 'ru' })).status).toBe(200);
    const mail = await nextMailTo(server, 'ivan@example.com', 1);
    expect(mail.subject).toContain('одноразовый пароль');
    expect(oneTimePasswordIn(mail)).toMatch(/^[A-HJ-NP-Za-km-z2-9]{12,}$/);
  });

  it('keeps the old password working until the one-time password is used, then revokes every earlier token', async () => {
    const user = await createSignedInUser(server, 'keeper@example.com', 'my old passphrase');
    await requestReset(server, user.email);
    const oneTime = oneTimePasswordIn(await nextMailTo(server, user.email, 1));

    const stillGood = await tokenFrom(await signIn(server, user.email, 'my old passphrase'));
    expect((await me(stillGood)).status).toBe(200);

    const restricted = await signIn(server, user.email, oneTime);
    expect(await restricted.clone().json()).toMatchObject({ password_change_required: true });
    const restrictedToken = await tokenFrom(restricted);
    expect((await signIn(server, user.email, 'my old passphrase')).status).toBe(400);

    const fresh = await tokenFrom(await server.post('/api/v2/user/password', { password: 'my new passphrase' }, bearer(restrictedToken)));
    for (const earlier of [user.token, stillGood, restrictedToken]) {
      const response = await me(earlier);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ statusCode: 401, code: 'unauthorized' });
    }
    expect((await me(fresh)).status).toBe(200);
    expect((await signIn(server, user.email, 'my new passphrase')).status).toBe(200);
  });

  it('replaces the unused one-time password of an earlier request', async () => {
    const user = await createSignedInUser(server, 'twice@example.com');
    await requestReset(server, user.email);
    const first = oneTimePasswordIn(await nextMailTo(server, user.email, 1));
    await requestReset(server, user.email);
    const second = oneTimePasswordIn(await nextMailTo(server, user.email, 2));
    expect(second).not.toBe(first);
    expect((await signIn(server, user.email, first)).status).toBe(400);
    expect(await (await signIn(server, user.email, second)).json()).toMatchObject({ password_change_required: true });
  });

  it('refuses a one-time password past its 24 hours', async () => {
    const user = await createSignedInUser(server, 'late@example.com');
    await requestReset(server, user.email);
    const oneTime = oneTimePasswordIn(await nextMailTo(server, user.email, 1));
    await server.db.update(users).set({ oneTimePasswordExpiresAt: new Date(Date.now() - 1000) }).where(eq(users.email, user.email));
    const response = await signIn(server, user.email, oneTime);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'invalid_credentials' });
    expect((await signIn(server, user.email, user.password)).status).toBe(200);
  });
});
