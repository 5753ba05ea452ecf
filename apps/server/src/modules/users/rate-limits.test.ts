import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, requestReset, signUp } from '../../../test/accounts';
import { passingCaptcha } from '../../../test/fake-captcha';
import { startTestServer, type TestServer } from '../../../test/harness';

/** Behind a trusted proxy on loopback, X-Forwarded-For names the visitor: one test acts as many. */
const from = (ip: string) => ({ 'x-forwarded-for': ip });

async function expectRateLimited(response: Response) {
  expect(response.status).toBe(429);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await response.json()).toEqual({ statusCode: 429, code: 'rate_limited', message: 'Too many attempts. Wait a little and try again.' });
}

describe('rate limits on accounts', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: { TRUST_PROXY: '127.0.0.1' },
      rateLimits: { signInFailuresPerPair: 3, signInFailuresBeforeCaptcha: 6, signInPerIp: 5, signUp: 2, reset: 2 },
    });
  });
  afterAll(() => server.close());

  const signInFrom = (ip: string, email: string, password = 'a guess', captcha?: string) =>
    server.post('/api/v2/user/token', { email, password, ...(captcha && { captcha_token: captcha, action: 'sign_in' }) }, from(ip));

  it('answer 429 to one address after its failed sign-ins for one email, in any letter case, while the owner signs in from another', async () => {
    await createSignedInUser(server, 'owner@example.com', 'the owner’s passphrase');
    for (const email of ['owner@example.com', 'OWNER@example.com', 'owner@EXAMPLE.com']) expect((await signInFrom('198.51.100.1', email)).status).toBe(400);
    await expectRateLimited(await signInFrom('198.51.100.1', 'owner@example.com', 'the owner’s passphrase'));
    expect((await signInFrom('198.51.100.1', 'someone@example.com')).status).toBe(400);
    expect((await signInFrom('198.51.100.2', 'owner@example.com', 'the owner’s passphrase')).status).toBe(200);
  });

  it('never lock an email out: past its failures from many addresses a sign-in needs a captcha, which the owner passes', async () => {
    await createSignedInUser(server, 'famous@example.com', 'the famous passphrase');
    for (let n = 0; n < 6; n++) expect((await signInFrom(`198.51.100.${20 + n}`, 'famous@example.com')).status).toBe(400);

    const withoutCaptcha = await signInFrom('198.51.100.40', 'famous@example.com', 'the famous passphrase');
    expect(withoutCaptcha.status).toBe(403);
    expect(await withoutCaptcha.json()).toMatchObject({ code: 'captcha_required', message: expect.stringContaining('needs a captcha') });
    expect(await (await signInFrom('198.51.100.40', 'famous@example.com', 'the famous passphrase', 'fail')).json()).toMatchObject({ code: 'captcha_failed' });
    expect((await signInFrom('198.51.100.40', 'famous@example.com', 'the famous passphrase', passingCaptcha('sign_in'))).status).toBe(200);
    // Another email from the same addresses is not asked.
    expect((await signInFrom('198.51.100.20', 'someone-else@example.com')).status).toBe(400);
  });

  it('keep no email or address in the counters', async () => {
    const { rows } = (await server.db.execute(sql`select key from rate_counters`)) as unknown as { rows: { key: string }[] };
    expect(rows.length).toBeGreaterThan(0);
    for (const { key } of rows) expect(key).not.toMatch(/@|198\.51/);
  });

  it('answer 429 once one address has had its sign-in attempts, whatever the emails', async () => {
    for (let i = 0; i < 5; i++) expect((await signInFrom('203.0.113.9', `guess${i}@example.com`)).status).toBe(400);
    await expectRateLimited(await signInFrom('203.0.113.9', 'guess5@example.com'));
    expect((await signInFrom('203.0.113.10', 'guess5@example.com')).status).toBe(400);
  });

  it('answer 429 to the third sign-up from one address', async () => {
    expect((await signUp(server, 'one@example.com', 'One', from('192.0.2.1'))).status).toBe(201);
    expect((await signUp(server, 'two@example.com', 'Two', from('192.0.2.1'))).status).toBe(201);
    await expectRateLimited(await signUp(server, 'three@example.com', 'Three', from('192.0.2.1')));
  });

  it('answer 429 to the third reset for one email, and to the third reset from one address', async () => {
    expect((await requestReset(server, 'reset@example.com', from('192.0.2.20'))).status).toBe(200);
    expect((await requestReset(server, 'reset@example.com', from('192.0.2.21'))).status).toBe(200);
    await expectRateLimited(await requestReset(server, 'Reset@example.com', from('192.0.2.22')));

    expect((await requestReset(server, 'a@example.com', from('192.0.2.30'))).status).toBe(200);
    expect((await requestReset(server, 'b@example.com', from('192.0.2.30'))).status).toBe(200);
    await expectRateLimited(await requestReset(server, 'c@example.com', from('192.0.2.30')));
  });

  it('do not count requests that fail validation', async () => {
    for (let i = 0; i < 5; i++) expect((await server.post('/api/v2/user/token', { email: 'calm@example.com' }, from('198.51.100.50'))).status).toBe(400);
    expect((await signInFrom('198.51.100.50', 'calm@example.com')).status).toBe(400);
  });
});
