import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { beforeEach, describe, expect, it } from 'vitest';
import { bearer, createSignedInUser } from '../../../test/accounts';
import { useTestServer, type TestServer } from '../../../test/harness';
import { users } from '../users/tables';
import { recoveryCodes as recoveryCodesTable, staffRoles } from './tables';

const ME = '/api/v2/backstage/me';
const SETUP = '/api/v2/backstage/second-factor/setup';
const CONFIRM = '/api/v2/backstage/second-factor/confirm';
const VERIFY = '/api/v2/backstage/second-factor/verify';
const STAFF = '/api/v2/backstage/staff';

/**
 * The code an authenticator app shows for `secret`, `steps` 30-second steps after `from`: tests
 * count from one moment, so that a step changing during the test changes none of their codes.
 */
const codeAt = (secret: string, steps = 0, from = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: from + steps * 30_000 });

/** A signed-in user holding `roles`, with no second factor yet: their site token. */
async function newStaff(server: TestServer, email: string, roles: ('organiser' | 'moderator')[] = ['moderator']) {
  const { token } = await createSignedInUser(server, email);
  const [account] = await server.db.select().from(users).where(eq(users.email, email));
  await server.db.insert(staffRoles).values(roles.map((role) => ({ userId: account!.id, role })));
  return { id: account!.id, token };
}

async function setUp(server: TestServer, token: string) {
  const response = await server.post(SETUP, {}, bearer(token));
  expect(response.status).toBe(200);
  return (await response.json()) as { secret: string; otpauth_url: string; qr_svg: string };
}

async function confirmed(server: TestServer, token: string) {
  const { secret } = await setUp(server, token);
  const at = Date.now();
  const response = await server.post(CONFIRM, { code: codeAt(secret, 0, at) }, bearer(token));
  expect(response.status).toBe(200);
  const body = (await response.json()) as { token: string; recovery_codes: string[] };
  return { secret, at, staffToken: body.token, recoveryCodes: body.recovery_codes };
}

const me = async (server: TestServer, token: string) => (await server.api(ME, { headers: bearer(token) })).json();

describe('the second factor', () => {
  const server = useTestServer();
  beforeEach(() => server.reset());

  it('is set up with a TOTP secret for the app, shown as a QR code, and the first code confirms it with ten recovery codes', async () => {
    const { token } = await newStaff(server, 'mod@example.com');
    expect(await me(server, token)).toMatchObject({ email: 'mod@example.com', roles: ['moderator'], second_factor: 'none', verified: false });

    const setup = await setUp(server, token);
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(setup.otpauth_url);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/Awards:mod@example.com');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ secret: setup.secret, issuer: 'Awards', algorithm: 'SHA1', digits: '6', period: '30' });
    expect(setup.qr_svg).toMatch(/^<svg[^>]*>.*<\/svg>\s*$/s);
    expect(await me(server, token)).toMatchObject({ second_factor: 'pending', verified: false });

    const response = await server.post(CONFIRM, { code: codeAt(setup.secret) }, bearer(token));
    expect(response.status).toBe(200);
    const { token: staffToken, recovery_codes } = (await response.json()) as { token: string; recovery_codes: string[] };
    expect(recovery_codes).toHaveLength(10);
    expect(new Set(recovery_codes).size).toBe(10);
    for (const code of recovery_codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{4}$/);
    expect(await me(server, staffToken)).toMatchObject({ second_factor: 'confirmed', verified: true });
    // The site token stays what it was: it does not open the backstage.
    expect(await me(server, token)).toMatchObject({ second_factor: 'confirmed', verified: false });
  });

  it('keeps only hashes of the recovery codes', async () => {
    const { recoveryCodes } = await confirmed(server, (await newStaff(server, 'hash@example.com')).token);
    const stored = JSON.stringify(await server.db.select().from(recoveryCodesTable));
    expect(stored).toMatch(/[0-9a-f]{64}/);
    for (const code of recoveryCodes) expect(stored).not.toContain(code.replace('-', ''));
  });

  it('replaces a secret not yet confirmed, and refuses a new one once confirmed', async () => {
    const { token } = await newStaff(server, 'again@example.com');
    const first = await setUp(server, token);
    const second = await setUp(server, token);
    expect(second.secret).not.toBe(first.secret);
    expect((await server.post(CONFIRM, { code: codeAt(first.secret) }, bearer(token))).status).toBe(400);
    expect((await server.post(CONFIRM, { code: codeAt(second.secret) }, bearer(token))).status).toBe(200);

    const refused = await server.post(SETUP, {}, bearer(token));
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'second_factor_exists' });
    expect((await server.post(CONFIRM, { code: codeAt(second.secret, 1) }, bearer(token))).status).toBe(409);
  });

  it('answers 400 second_factor_invalid to a wrong code, and to a code before any set-up', async () => {
    const { token } = await newStaff(server, 'wrong@example.com');
    const early = await server.post(CONFIRM, { code: '123456' }, bearer(token));
    expect(early.status).toBe(400);
    expect(await early.json()).toMatchObject({ code: 'second_factor_invalid' });
    expect((await server.post(VERIFY, { code: '123456' }, bearer(token))).status).toBe(400);

    const { secret } = await setUp(server, token);
    const wrong = String((Number(codeAt(secret)) + 1) % 1_000_000).padStart(6, '0');
    expect((await server.post(CONFIRM, { code: wrong }, bearer(token))).status).toBe(400);
    expect((await server.post(CONFIRM, { code: 'not a code' }, bearer(token))).status).toBe(400);
  });

  it('takes each code from the app once: a reused or earlier code is refused, the next step works', async () => {
    const { token } = await newStaff(server, 'once@example.com');
    const { secret, at } = await confirmed(server, token);

    // The code that confirmed the factor is used up, and so is the step before it.
    const reused = await server.post(VERIFY, { code: codeAt(secret, 0, at) }, bearer(token));
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ code: 'second_factor_invalid' });
    expect((await server.post(VERIFY, { code: codeAt(secret, -1, at) }, bearer(token))).status).toBe(400);

    // A clock 30 s ahead still counts; then that step is spent too.
    const next = await server.post(VERIFY, { code: codeAt(secret, 1, at) }, bearer(token));
    expect(next.status).toBe(200);
    const { token: staffToken } = (await next.json()) as { token: string };
    expect(await me(server, staffToken)).toMatchObject({ verified: true });
    expect((await server.post(VERIFY, { code: codeAt(secret, 1, at) }, bearer(token))).status).toBe(400);
    expect((await server.post(VERIFY, { code: codeAt(secret, 0, at) }, bearer(token))).status).toBe(400);
    // A code far from the server's clock is refused.
    expect((await server.post(VERIFY, { code: codeAt(secret, 4, at) }, bearer(token))).status).toBe(400);
  });

  it('takes each recovery code once, with or without its dash and in any case', async () => {
    const { token } = await newStaff(server, 'recover@example.com');
    const { recoveryCodes } = await confirmed(server, token);

    const first = await server.post(VERIFY, { code: recoveryCodes[0] }, bearer(token));
    expect(first.status).toBe(200);
    expect(await me(server, ((await first.json()) as { token: string }).token)).toMatchObject({ verified: true });
    expect((await server.post(VERIFY, { code: recoveryCodes[0] }, bearer(token))).status).toBe(400);

    expect((await server.post(VERIFY, { code: recoveryCodes[1]!.replace('-', '').toUpperCase() }, bearer(token))).status).toBe(200);
    expect((await server.post(VERIFY, { code: recoveryCodes[1] }, bearer(token))).status).toBe(400);
    expect((await server.post(VERIFY, { code: 'abcd-efgh' }, bearer(token))).status).toBe(400);
  });

  it('opens the staff endpoints only with the token the code won', async () => {
    const { token } = await newStaff(server, 'boss@example.com', ['organiser']);
    const before = await server.api(STAFF, { headers: bearer(token) });
    expect(before.status).toBe(403);
    expect(await before.json()).toMatchObject({ code: 'second_factor_required' });
    const { staffToken } = await confirmed(server, token);
    expect((await server.api(STAFF, { headers: bearer(staffToken) })).status).toBe(200);
  });

  it('is for staff only: 403 forbidden to a plain user, 401 without a token', async () => {
    const { token } = await createSignedInUser(server, 'plain@example.com');
    for (const path of [SETUP, CONFIRM, VERIFY]) {
      const response = await server.post(path, { code: '123456' }, bearer(token));
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ code: 'forbidden' });
      expect((await server.post(path, { code: '123456' })).status).toBe(401);
    }
  });
});

describe('second-factor codes', () => {
  const server = useTestServer({ env: { TRUST_PROXY: '127.0.0.1' }, rateLimits: { secondFactor: 3, secondFactorTriesBeforeWait: 5 } });
  beforeEach(() => server.reset());
  const from = (address: string) => ({ 'x-forwarded-for': address });
  const verify = (token: string, code: string, address: string) => server.post(VERIFY, { code }, { ...bearer(token), ...from(address) });
  const wrong = (secret: string, at: number) => String((Number(codeAt(secret, 0, at)) + 500_000) % 1_000_000).padStart(6, '0');

  it('wait at the guesser’s address past its wrong codes: 429 rate_limited with Retry-After even for a right code, while the owner elsewhere and a recovery code go on', async () => {
    const { token } = await newStaff(server, 'limited@example.com');
    const { secret, at, recoveryCodes } = await confirmed(server, token);
    for (let i = 0; i < 3; i++) expect((await verify(token, wrong(secret, at), '10.0.0.1')).status).toBe(400);
    const refused = await verify(token, codeAt(secret, 1, at), '10.0.0.1');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ code: 'rate_limited' });
    expect((await server.post(CONFIRM, { code: '000000' }, { ...bearer(token), ...from('10.0.0.1') })).status).toBe(429);

    // The owner's right code from their own address, and a recovery code even from the guesser's.
    expect((await verify(token, codeAt(secret, 1, at), '10.0.0.2')).status).toBe(200);
    expect((await verify(token, recoveryCodes[0]!, '10.0.0.1')).status).toBe(200);
  });

  it('from many addresses slow the account down: each code from the app then waits longer, at any address, while a recovery code still signs in', async () => {
    const { token } = await newStaff(server, 'slowed@example.com');
    const { secret, at, recoveryCodes } = await confirmed(server, token);
    for (let i = 1; i <= 5; i++) expect((await verify(token, wrong(secret, at), `10.0.1.${i}`)).status).toBe(400);

    const waiting = await verify(token, codeAt(secret, 1, at), '10.0.2.1');
    expect(waiting.status).toBe(429);
    expect(waiting.headers.get('retry-after')).toBe('1');
    expect(await waiting.json()).toMatchObject({
      code: 'rate_limited',
      message: 'Too many codes have been tried on this account. Wait a little before the next code from your app, or enter a recovery code now.',
    });
    // Past the wait one more guess is counted, and the next wait is twice as long.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await verify(token, wrong(secret, at), '10.0.1.6')).status).toBe(400);
    expect((await verify(token, codeAt(secret, 1, at), '10.0.2.1')).headers.get('retry-after')).toBe('2');

    const recovered = await verify(token, recoveryCodes[0]!, '10.0.2.1');
    expect(recovered.status).toBe(200);
    expect(await me(server, ((await recovered.json()) as { token: string }).token)).toMatchObject({ verified: true });
    // The owner's way in forgives the tries: the app's codes work again at once.
    expect((await verify(token, codeAt(secret, 1, at), '10.0.2.1')).status).toBe(200);
  });
});
