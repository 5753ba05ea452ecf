import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from './tables';
import { createSignedInUser, oneTimePasswordIn, signIn, signUp } from '../../../test/accounts';
import { startTestServer, type TestServer } from '../../../test/harness';

describe('signing in', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  beforeEach(() => server.reset());

  async function expectInvalidCredentials(response: Response) {
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ statusCode: 400, code: 'invalid_credentials', message: 'Invalid email or password.' });
  }

  it('answers one 400 invalid_credentials for an unknown email, a wrong password and an account without a password yet', async () => {
    await createSignedInUser(server, 'chosen@example.com', 'the right passphrase');
    await signUp(server, 'fresh@example.com');
    await server.mail.waitFor('fresh@example.com');
    await expectInvalidCredentials(await signIn(server, 'nobody@example.com', 'the right passphrase'));
    await expectInvalidCredentials(await signIn(server, 'chosen@example.com', 'the wrong passphrase'));
    await expectInvalidCredentials(await signIn(server, 'fresh@example.com', 'any passphrase'));
  });

  it('answers a full token for the chosen password, with the email in any letter case', async () => {
    await createSignedInUser(server, 'chosen@example.com', 'the right passphrase');
    const response = await signIn(server, ' Chosen@EXAMPLE.com ', 'the right passphrase');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ token: expect.any(String) });
  });

  it('compares the password exactly as typed', async () => {
    await createSignedInUser(server, 'exact@example.com', 'Spaced Out ');
    await expectInvalidCredentials(await signIn(server, 'exact@example.com', 'Spaced Out'));
    await expectInvalidCredentials(await signIn(server, 'exact@example.com', 'spaced out '));
  });

  it('lets only one of two sign-ins racing with the same one-time password through', async () => {
    await signUp(server, 'race@example.com');
    const oneTime = oneTimePasswordIn(await server.mail.waitFor('race@example.com'));
    const statuses = await Promise.all([1, 2, 3].map(async () => (await signIn(server, 'race@example.com', oneTime)).status));
    expect(statuses.sort()).toEqual([200, 400, 400]);
  });

  it('refuses a blocked account even with the right password', async () => {
    await createSignedInUser(server, 'blocked@example.com', 'the right passphrase');
    await server.db.update(users).set({ blocked: true }).where(eq(users.email, 'blocked@example.com'));
    await expectInvalidCredentials(await signIn(server, 'blocked@example.com', 'the right passphrase'));
  });
});
