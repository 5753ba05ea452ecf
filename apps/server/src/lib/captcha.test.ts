import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../modules/users/tables';
import { startTestServer, CAPTCHA_SECRET, type TestServer } from '../../test/harness';

const signUpWith = (server: TestServer, captchaToken: string) =>
  server.post('/api/v2/user/new', { email: 'guarded@example.com', name: 'Guarded', captcha_token: captchaToken, action: 'signup' });
const resetWith = (server: TestServer, captchaToken: string) =>
  server.post('/api/v2/user/reset-password', { email: 'guarded@example.com', captcha_token: captchaToken, action: 'forget_password' });

async function expectCaptchaFailed(response: Response) {
  expect(response.status).toBe(403);
  expect(await response.json()).toEqual({ statusCode: 403, code: 'captcha_failed', message: 'Suspicious request detected. Please try again.' });
}

describe('the captcha check', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      extraRoutes: (app) => {
        app.post('/test/siteverify-html', async (_, reply) => reply.type('text/html').send('<html>busy</html>'));
        app.post('/test/siteverify-odd', async () => ({ ok: true }));
      },
    });
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.reset();
    server.config.recaptcha.verifyUrl = server.captcha.url;
  });

  it('lets a request through with a token for its action scoring at least the minimum score (0.5)', async () => {
    expect((await signUpWith(server, 'signup:0.5')).status).toBe(201);
    expect((await resetWith(server, 'forget_password:0.5')).status).toBe(200);
    expect(server.captcha.requests.at(-1)).toEqual({ secret: CAPTCHA_SECRET, response: 'forget_password:0.5' });
    // The reset mail is sent after the answer: wait for it, so it cannot land in a later test's inbox.
    await server.mail.waitFor('guarded@example.com', (mail) => mail.subject.includes('new one-time password'));
  });

  it.each([
    ['the verifier says the token is not good', 'fail'],
    ['the verifier answers HTTP 500', 'error'],
    ['the token is for another action', 'forget_password:0.9'],
    ['the score is low', 'signup:0.1'],
    ['the score is just under the minimum', 'signup:0.49'],
  ])('answers 403 captcha_failed and creates nothing when %s', async (_, token) => {
    await expectCaptchaFailed(await signUpWith(server, token));
    expect(await server.db.select().from(users)).toEqual([]);
    expect(server.mail.inbox).toEqual([]);
  });

  it('answers 403 on a password reset whose token is for signing up', async () => {
    await expectCaptchaFailed(await resetWith(server, 'signup:0.9'));
  });

  it('fails closed after 3 seconds when the verifier is slower', async () => {
    const started = Date.now();
    await expectCaptchaFailed(await signUpWith(server, 'slow'));
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(2900);
    expect(waited).toBeLessThan(4500);
  });

  it.each([
    ['cannot be reached', () => 'http://127.0.0.1:1/recaptcha/api/siteverify'],
    ['answers HTML', () => new URL('/test/siteverify-html', server.url).href],
    ['answers JSON of another shape', () => new URL('/test/siteverify-odd', server.url).href],
  ])('fails closed when the verifier %s', async (_, verifyUrl) => {
    server.config.recaptcha.verifyUrl = verifyUrl();
    await expectCaptchaFailed(await signUpWith(server, 'signup:0.9'));
  });
});

describe('the captcha check without a configured secret', () => {
  let server: TestServer;
  beforeAll(async () => {
    // An empty value counts as unset: development without a captcha.
    server = await startTestServer({ env: { RECAPTCHA_SECRET: '' } });
  });
  afterAll(() => server.close());

  it('is skipped, so sign-up and reset work with any token and the verifier is never asked', async () => {
    expect((await signUpWith(server, 'fail')).status).toBe(201);
    expect((await resetWith(server, 'error')).status).toBe(200);
    expect(server.captcha.requests).toEqual([]);
    await server.mail.waitFor('guarded@example.com', (mail) => mail.subject.includes('new one-time password'));
  });
});
