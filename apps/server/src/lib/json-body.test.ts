import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../test/accounts';
import { startTestServer, useTestServer, type TestServer } from '../../test/harness';
import { createStaffMember } from '../../test/staff';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-body';

/** Objects nested `depth` deep: 9,000 of them are 30 KB, and overflowed the stack of a recursive walk. */
const nested = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

const message = { email: 'fan@example.com', comments: 'Great show' };

/** A JSON POST from `localAddress` (any 127.x address is this machine): its status, Retry-After and body. */
function postFrom(server: TestServer, localAddress: string, path: string, body: string) {
  return new Promise<{ status: number; retryAfter?: string; body: string }>((resolve, reject) => {
    const sent = request(new URL(path, server.url), { method: 'POST', localAddress, headers: { 'content-type': 'application/json' } }, (answer) => {
      let text = '';
      answer.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, retryAfter: answer.headers['retry-after'], body: text }));
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

describe('JSON bodies nested too deep', () => {
  const server = useTestServer();

  it('are refused 400 on a public endpoint, naming the problem in the caller’s language, and the site answers the next request', async () => {
    const answer = await server.post('/api/v1/contact_us/', nested(9_000), { 'accept-language': 'ES' });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ code: 'validation_error', fields: { _: 'Anidado en más de 32 niveles' } });

    expect((await server.api('/api/v2/settings')).status).toBe(200);
    expect((await server.post('/api/v1/contact_us/', message)).status).toBe(201);
  });

  it('are refused 400 on a staff endpoint too, in the caller’s language', async () => {
    const { staffToken } = await createStaffMember(server, 'deep-organiser@awards.test', ['organiser']);
    const answer = await server.api('/api/v2/backstage/season', {
      method: 'PUT',
      headers: { ...bearer(staffToken), 'content-type': 'application/json', 'accept-language': 'RU' },
      body: `{"rounds":${'['.repeat(40)}${']'.repeat(40)}}`,
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ code: 'validation_error', fields: { _: 'Вложенность больше 32 уровней' } });
  });

  it('are told apart from brackets inside strings and from a body nested as deep as allowed', async () => {
    const brackets = { ...message, comments: `[{"\\"${'[{'.repeat(60)}` };
    expect((await server.post('/api/v1/contact_us/', brackets)).status).toBe(201);

    // The comments, an object where text belongs, are refused; their depth is not.
    const allowed = await server.post('/api/v1/contact_us/', { ...message, comments: JSON.parse(nested(MAX_JSON_DEPTH - 1)) });
    expect(allowed.status).toBe(400);
    const { fields } = (await allowed.json()) as { fields: Record<string, string> };
    expect(Object.keys(fields)).toEqual(['comments']);
  });
});

describe('refused bodies', () => {
  it('count toward their address’s limit: past it that address’s bodies are answered 429 with Retry-After, another address’s are not', async () => {
    const server = await startTestServer({ rateLimits: { refusedBodies: 3 } });
    try {
      for (let refusal = 0; refusal < 3; refusal++) expect((await postFrom(server, '127.0.0.2', '/api/v1/contact_us/', nested(100))).status).toBe(400);

      const blocked = await postFrom(server, '127.0.0.2', '/api/v1/contact_us/', JSON.stringify(message));
      expect(blocked.status).toBe(429);
      expect(JSON.parse(blocked.body)).toMatchObject({ code: 'rate_limited' });
      expect(Number(blocked.retryAfter)).toBeGreaterThan(0);

      expect((await postFrom(server, '127.0.0.3', '/api/v1/contact_us/', JSON.stringify(message))).status).toBe(201);
    } finally {
      await server.close();
    }
  });
});

describe('the depth check', () => {
  it('reads a body of any depth in one pass, counting only brackets outside strings', () => {
    expect(nestsDeeperThan(nested(1_000_000), 32)).toBe(true);
    expect(nestsDeeperThan(nested(32), 32)).toBe(false);
    expect(nestsDeeperThan(`["${'['.repeat(100)}\\"${'{'.repeat(100)}"]`, 32)).toBe(false);
    expect(nestsDeeperThan('[]'.repeat(1000), 1)).toBe(false);
  });
});
