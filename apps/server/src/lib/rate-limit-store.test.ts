import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, requestReset, signUp } from '../../test/accounts';
import { startTestServer, type TestServer, type TestServerOptions, describeOnlyOn } from '../../test/harness';
import { startRedisServer } from '../../test/redis-server';

/** Behind a trusted proxy on loopback, X-Forwarded-For names the visitor: one test acts as many. */
const from = (ip: string) => ({ 'x-forwarded-for': ip });
const signIn = (server: TestServer, ip: string, email: string, password = 'a guess') => server.post('/api/v2/user/token', { email, password }, from(ip));
const contact = (server: TestServer, ip: string) => server.post('/api/v1/contact_us', { email: 'fan@example.com', comments: 'Hello' }, from(ip));
const statuses = async (responses: Promise<Response>[]) => (await Promise.all(responses)).map((response) => response.status);

describe('rate limits', () => {
  it('count in the database: a server started again on the same data still refuses an address that had its attempts', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'awards-limits-'));
    // The secret keys the counters: the same deployment keeps it across starts.
    const env = { TRUST_PROXY: '127.0.0.1', JWT_SECRET: randomBytes(32).toString('hex') };
    const options: TestServerOptions = { dataDir, env, rateLimits: { signInPerIp: 3 } };
    const first = await startTestServer(options);
    let second: TestServer | undefined;
    try {
      for (let n = 0; n < 3; n++) expect((await signIn(first, '203.0.113.5', `guess${n}@example.com`)).status).toBe(400);
      await first.close();
      second = await startTestServer({ ...options, databaseUrl: first.databaseUrl });
      expect((await signIn(second, '203.0.113.5', 'guess3@example.com')).status).toBe(429);
      expect((await signIn(second, '203.0.113.6', 'guess3@example.com')).status).toBe(400);
    } finally {
      await second?.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

for (const store of ['the database', 'Redis'] as const) {
  describeOnlyOn('postgres', `two servers on one PostgreSQL database, counting in ${store},`, () => {
    let redis: Awaited<ReturnType<typeof startRedisServer>> | undefined;
    let one: TestServer;
    let two: TestServer;
    beforeAll(async () => {
      if (store === 'Redis') redis = await startRedisServer();
      // Instances of one deployment share their secrets, which key the counters too.
      const env = { TRUST_PROXY: '127.0.0.1', JWT_SECRET: randomBytes(32).toString('hex'), REDIS_URL: redis?.url };
      const rateLimits = { signInPerIp: 4, signInFailuresPerPair: 2, contact: 4, signUp: 2, reset: 2 };
      one = await startTestServer({ env, rateLimits });
      // Before the second server starts, whose mail worker would otherwise deliver the mail to its own catcher.
      await createSignedInUser(one, 'owner@example.com', 'the owner’s passphrase');
      two = await startTestServer({ env, rateLimits, databaseUrl: one.databaseUrl });
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
    await redis?.stop();
  });

  it('allow one address its sign-in attempts in total, however they are spread', async () => {
    const spread = [one, two, one, two].map((server, n) => signIn(server, '198.51.100.1', `someone${n}@example.com`));
    expect(await statuses(spread)).toEqual([400, 400, 400, 400]);
    expect(await statuses([signIn(one, '198.51.100.1', 'late@example.com'), signIn(two, '198.51.100.1', 'late@example.com')])).toEqual([429, 429]);
  });

  it('allow one address its failed sign-ins for an email in total, and the owner in from elsewhere', async () => {
    expect(await statuses([signIn(one, '198.51.100.2', 'owner@example.com'), signIn(two, '198.51.100.2', 'owner@example.com')])).toEqual([400, 400]);
    expect((await signIn(two, '198.51.100.2', 'owner@example.com', 'the owner’s passphrase')).status).toBe(429);
    expect((await signIn(one, '198.51.100.3', 'owner@example.com', 'the owner’s passphrase')).status).toBe(200);
  });

  it('allow one address its sign-ups, and one email its password resets, in total', async () => {
    expect(await statuses([signUp(one, 'a@example.com', 'Ann', from('198.51.100.5')), signUp(two, 'b@example.com', 'Bob', from('198.51.100.5'))])).toEqual([201, 201]);
    expect((await signUp(one, 'c@example.com', 'Cid', from('198.51.100.5'))).status).toBe(429);
    expect(await statuses([requestReset(two, 'a@example.com', from('198.51.100.6')), requestReset(one, 'a@example.com', from('198.51.100.7'))])).toEqual([200, 200]);
    expect((await requestReset(two, 'a@example.com', from('198.51.100.8'))).status).toBe(429);
  });

  it('allow one address its contact messages in total', async () => {
    expect(await statuses([one, two, two, one].map((server) => contact(server, '198.51.100.4')))).toEqual([201, 201, 201, 201]);
    expect(await statuses([contact(one, '198.51.100.4'), contact(two, '198.51.100.4')])).toEqual([429, 429]);
  });
  });
}
