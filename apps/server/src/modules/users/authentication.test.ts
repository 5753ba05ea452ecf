import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from './tables';
import { bearer, createSignedInUser, oneTimePasswordIn, requestReset, signIn, tokenFrom, nextMailTo } from '../../../test/accounts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { signedInUser } from './authentication';
import { insertPasswordlessAccounts } from './repository';
import { issueToken } from './tokens';

const base64url = (value: object | string) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

describe('bearer tokens', () => {
  let server: TestServer;
  let user: { email: string; password: string; token: string };
  let claims: Record<string, unknown>;
  const secret = () => new TextEncoder().encode(server.config.jwtSecret);
  const me = (headers: Record<string, string> = {}) => server.api('/api/v2/user/me', { headers });

  beforeAll(async () => {
    server = await startTestServer({
      extraRoutes: (app) => {
        app.get('/test/optional', { onRequest: app.authenticateOptional }, async (request) => ({ user: request.user }));
        app.get('/test/required', { onRequest: app.authenticate }, async (request) => ({ user: signedInUser(request) }));
      },
    });
    user = await createSignedInUser(server, 'holder@example.com');
    claims = decodeJwt(user.token);
  });
  afterAll(() => server.close());

  it('are HS256 JWTs carrying sub, name, email, the token version and exp in seconds, 7 days ahead by default', async () => {
    expect(decodeProtectedHeader(user.token)).toMatchObject({ alg: 'HS256' });
    const [account] = await server.db.select().from(users).where(eq(users.email, user.email));
    expect(claims).toMatchObject({ sub: String(account!.id), name: 'Test Streamer', email: 'holder@example.com', ver: account!.tokenVersion });
    expect(claims.exp).toBeCloseTo(Date.now() / 1000 + 7 * 24 * 3600, -2);
  });

  it('open /me with "Bearer" in any letter case', async () => {
    expect((await me({ authorization: `bearer ${user.token}` })).status).toBe(200);
    expect((await me({ authorization: `BEARER ${user.token}` })).status).toBe(200);
  });

  const hs256 = (payload: object, header: object = { alg: 'HS256', typ: 'JWT' }, key = server.config.jwtSecret) => {
    const unsigned = `${base64url(header)}.${base64url(payload)}`;
    return `${unsigned}.${createHmac('sha256', key).update(unsigned).digest('base64url')}`;
  };

  const forgeries: [string, () => Promise<string> | string][] = [
    ['alg "none" and no signature', () => `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`],
    ['alg "none" with a signature', () => `${base64url({ alg: 'none' })}.${base64url(claims)}.${user.token.split('.')[2]}`],
    ['alg "None"', () => `${base64url({ alg: 'None' })}.${base64url(claims)}.`],
    ['HS512 with the server secret', () => new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).sign(secret())],
    ['HS384 with the server secret', () => new SignJWT(claims).setProtectedHeader({ alg: 'HS384' }).sign(secret())],
    ['an RS256 header over an HMAC signature', () => hs256(claims, { alg: 'RS256', typ: 'JWT' })],
    ['an ES256 header over an HMAC signature', () => hs256(claims, { alg: 'ES256', typ: 'JWT' })],
    ['another secret', () => hs256(claims, undefined, 'not-the-server-secret-not-the-server-secret')],
    ['a changed payload under the original signature', () => {
      const [header, , signature] = user.token.split('.');
      return `${header}.${base64url({ ...claims, sub: '999' })}.${signature}`;
    }],
    ['an expired exp', () => hs256({ ...claims, exp: Math.floor(Date.now() / 1000) - 10 })],
    ['no exp', () => hs256({ ...claims, exp: undefined })],
    ['exp in milliseconds written as a string', () => hs256({ ...claims, exp: String(Date.now() + 60_000) })],
    ['no sub', () => hs256({ ...claims, sub: undefined })],
    ['a sub that is not an account id', () => hs256({ ...claims, sub: 'admin' })],
    ['the sub of an account that does not exist', () => hs256({ ...claims, sub: '424242' })],
    ['no token version', () => hs256({ ...claims, ver: undefined })],
    ['a token version as a string', () => hs256({ ...claims, ver: String(claims.ver) })],
    ['a later token version', () => hs256({ ...claims, ver: Number(claims.ver) + 1 })],
    ['an unknown scope', () => hs256({ ...claims, scope: 'admin' })],
    ['two segments', () => user.token.split('.').slice(0, 2).join('.')],
    ['four segments', () => `${user.token}.${user.token.split('.')[2]}`],
    ['garbage', () => 'not-a-token'],
    ['10 000 characters of junk', () => 'x'.repeat(10_000)],
    ['its signature cut short', () => user.token.slice(0, -4)],
    ['a header that is not JSON', () => `${base64url('not json')}.${user.token.split('.').slice(1).join('.')}`],
    ['base64 of JSON that is not an object', () => `${base64url({ alg: 'HS256' })}.${base64url('[1,2]')}.abc`],
  ];

  it.each(forgeries)('signed with %s get 401 unauthorized', async (_, forge) => {
    const response = await me(bearer(await forge()));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ statusCode: 401, code: 'unauthorized', message: 'Your session has ended. Please sign in again.' });
  });

  it.each([
    ['no Authorization header', {}],
    ['an empty Authorization header', { authorization: '' }],
    ['"Bearer" and no token', { authorization: 'Bearer ' }],
    ['another scheme', { authorization: `Basic ${Buffer.from('holder@example.com:pw').toString('base64')}` }],
    ['the token without a scheme', { authorization: 'TOKEN' }],
    ['two tokens', { authorization: 'Bearer a b' }],
  ])('are required: %s gets 401', async (_, headers) => {
    const response = await me(headers as Record<string, string>);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ statusCode: 401, code: 'unauthorized' });
  });

  it('stop working once the account moves to another token version', async () => {
    const other = await createSignedInUser(server, 'revoked@example.com');
    expect((await me(bearer(other.token))).status).toBe(200);
    await server.db.update(users).set({ tokenVersion: sql`${users.tokenVersion} + 1` }).where(eq(users.email, other.email));
    expect((await me(bearer(other.token))).status).toBe(401);
  });

  it('arriving together from many accounts, are each checked against their own: a revoked and a blocked one among them alone get 401', async () => {
    const accounts = await insertPasswordlessAccounts(server.db, Array.from({ length: 12 }, (_, n) => ({ email: `crowd-${n}@example.com`, name: `Crowd ${n}` })));
    const tokens = await Promise.all(accounts.map((account) => issueToken(server.config, account)));
    const [revoked, blocked] = [accounts[4]!, accounts[7]!];
    await server.db.update(users).set({ tokenVersion: sql`${users.tokenVersion} + 1` }).where(eq(users.id, revoked.id));
    await server.db.update(users).set({ blocked: true }).where(eq(users.id, blocked.id));

    const answers = await Promise.all(tokens.map((token) => me(bearer(token))));

    const welcome = accounts.filter((account) => account !== revoked && account !== blocked);
    expect(answers.map((answer) => answer.status)).toEqual(accounts.map((account) => (welcome.includes(account) ? 200 : 401)));
    const bodies = await Promise.all(answers.filter((answer) => answer.ok).map((answer) => answer.json()));
    expect(bodies.map((body) => body.email)).toEqual(welcome.map((account) => account.email));
  });

  it('are optional where a route allows it, but a bad or restricted token present is still refused', async () => {
    const optional = (headers: Record<string, string> = {}) => server.api('/test/optional', { headers });
    expect(await (await optional()).json()).toEqual({ user: null });
    expect(await (await optional(bearer(user.token))).json()).toEqual({ user: { id: Number(claims.sub), name: 'Test Streamer', email: user.email } });
    expect((await optional(bearer(user.token.slice(0, -2)))).status).toBe(401);

    await requestReset(server, user.email);
    const oneTime = oneTimePasswordIn(await nextMailTo(server, user.email, 1));
    const restricted = await tokenFrom(await signIn(server, user.email, oneTime));
    for (const path of ['/test/optional', '/test/required']) {
      const response = await server.api(path, { headers: bearer(restricted) });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ statusCode: 403, code: 'password_change_required' });
    }
    expect((await server.api('/test/required')).status).toBe(401);
  });

  it('won with a one-time password expire within 30 minutes', async () => {
    const fresh = 'brief@example.com';
    await createSignedInUser(server, fresh);
    await requestReset(server, fresh);
    const oneTime = oneTimePasswordIn(await nextMailTo(server, fresh, 1));
    const restricted = decodeJwt(await tokenFrom(await signIn(server, fresh, oneTime)));
    expect(restricted.scope).toBe('password_change');
    expect(restricted.exp! - Date.now() / 1000).toBeLessThanOrEqual(30 * 60);
  });
});
