import { randomBytes } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePortOutsideEphemeralRange } from '../../test/free-port';
import { startTestServer, type TestServer } from '../../test/harness';
import { startRedisServer } from '../../test/redis-server';
import { rateCounters } from './db/rate-counters';

/** Behind a trusted proxy on loopback, X-Forwarded-For names the visitor: one test acts as many. */
const from = (ip: string) => ({ 'x-forwarded-for': ip });
const signIn = (server: TestServer, ip: string) => server.post('/api/v2/user/token', { email: 'someone@example.com', password: 'a guess' }, from(ip));
const contact = (server: TestServer, ip: string) => server.post('/api/v1/contact_us', { email: 'fan@example.com', comments: 'Hello' }, from(ip));
const statuses = async (responses: Promise<Response>[]) => (await Promise.all(responses)).map((response) => response.status);
const times = <T>(count: number, make: () => T) => Array.from({ length: count }, make);

describe('a server counting its rate limits in Redis', () => {
  const password = randomBytes(12).toString('hex');
  let port: number;
  let redis: Awaited<ReturnType<typeof startRedisServer>>;
  let server: TestServer;
  const counters = async () => (await server.db.select().from(rateCounters)).length;
  const readiness = async () => {
    const response = await server.api('/readyz');
    return { status: response.status, body: await response.json() };
  };

  beforeAll(async () => {
    // Outside the ephemeral range, so that Redis can start again on it once stopped.
    port = await freePortOutsideEphemeralRange();
    redis = await startRedisServer({ port, password });
    server = await startTestServer({ env: { TRUST_PROXY: '127.0.0.1', REDIS_URL: redis.url }, rateLimits: { signInPerIp: 3, contact: 2 }, logs: true });
  });
  afterAll(async () => {
    await server?.close();
    await redis?.stop();
  });

  it('is ready while Redis answers, and counts there rather than in the database', async () => {
    expect(await readiness()).toEqual({ status: 200, body: { status: 'ready', parts: { database: 'up', redis: 'up' } } });
    expect(await statuses([signIn(server, '198.51.100.10'), contact(server, '198.51.100.10')])).toEqual([400, 201]);
    expect(await counters()).toBe(0);
  });

  it('once Redis stops, answers sign-ins and contact messages as before, limiting them in the database, and is live but not ready', async () => {
    await redis.stop();
    expect(await statuses(times(3, () => signIn(server, '198.51.100.20')))).toEqual([400, 400, 400]);
    const refused = await signIn(server, '198.51.100.20');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await statuses(times(2, () => contact(server, '198.51.100.20')))).toEqual([201, 201]);
    expect((await contact(server, '198.51.100.20')).status).toBe(429);
    expect(await counters()).toBeGreaterThan(0);

    expect(await readiness()).toEqual({ status: 503, body: { status: 'not_ready', parts: { database: 'up', redis: 'down' } } });
    expect((await server.api('/healthz')).status).toBe(200);
    // Said once, without the URL or its password.
    expect(server.logs().match(/Redis does not answer/g)).toHaveLength(1);
    expect(server.logs()).not.toContain(password);
    expect(server.logs()).not.toContain('redis://');
  });

  it('is ready again, and counts in Redis again, once Redis is back', async () => {
    redis = await startRedisServer({ port, password });
    let ready = await readiness();
    for (let waited = 0; ready.status !== 200 && waited < 10_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      ready = await readiness();
    }
    expect(ready).toEqual({ status: 200, body: { status: 'ready', parts: { database: 'up', redis: 'up' } } });
    expect(server.logs()).toContain('Redis answers again');

    const before = await counters();
    expect(await statuses(times(3, () => signIn(server, '198.51.100.30')))).toEqual([400, 400, 400]);
    expect((await signIn(server, '198.51.100.30')).status).toBe(429);
    expect(await counters()).toBe(before);
  });
});

describe('a server whose Redis takes connections and never answers', () => {
  let silent: Server;
  const sockets: Socket[] = [];
  let server: TestServer;
  beforeAll(async () => {
    silent = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    server = await startTestServer({ env: { TRUST_PROXY: '127.0.0.1', REDIS_URL: `redis://127.0.0.1:${port}` }, rateLimits: { signInPerIp: 2 } });
  });
  afterAll(async () => {
    await server?.close();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent?.close(resolve));
  });

  it('answers sign-ins at once, limiting them in the database, and is not ready', async () => {
    const started = Date.now();
    expect(await statuses(times(2, () => signIn(server, '198.51.100.40')))).toEqual([400, 400]);
    expect((await signIn(server, '198.51.100.40')).status).toBe(429);
    // No check waited on Redis (a command queued for it would wait as long as it stays silent):
    // the bound leaves room for a loaded machine's argon2.
    expect(Date.now() - started).toBeLessThan(20_000);
    const response = await server.api('/readyz');
    expect({ status: response.status, body: await response.json() }).toEqual({ status: 503, body: { status: 'not_ready', parts: { database: 'up', redis: 'down' } } });
  });
});
