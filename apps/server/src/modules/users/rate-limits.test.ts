import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestReset, signUp } from '../../../test/accounts';
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
      rateLimits: { signInPerEmail: 3, signInPerIp: 5, signUp: 2, reset: 2 },
    });
  });
  afterAll(() => server.close());

  const signInFrom = (ip: string, email: string) =>
    server.post('/api/v2/user/token', { email, password: 'a guess' }, from(ip));

  it('answer 429 with Retry-After once one email has had its sign-in attempts, from any address and in any letter case', async () => {
    expect((await signInFrom('198.51.100.1', 'target@example.com')).status).toBe(400);
    expect((await signInFrom('198.51.100.2', 'TARGET@example.com')).status).toBe(400);
    expect((await signInFrom('198.51.100.3', 'target@EXAMPLE.com')).status).toBe(400);
    await expectRateLimited(await signInFrom('198.51.100.4', 'target@example.com'));
    expect((await signInFrom('198.51.100.4', 'other@example.com')).status).toBe(400);
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
