import { expect } from 'vitest';
import { passingCaptcha } from './fake-captcha';
import type { ReceivedMail } from './mail-catcher';
import type { TestServer } from './harness';

/** The one-time password: the mail's line made only of the unambiguous alphabet, 12 or more long. */
export function oneTimePasswordIn(mail: ReceivedMail): string {
  const line = mail.text.split('\n').find((l) => /^[A-HJ-NP-Za-km-z2-9]{12,}$/.test(l.trim()));
  if (!line) throw new Error(`no one-time password in the mail:\n${mail.text}`);
  return line.trim();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function signUp(server: TestServer, email: string, name = 'Test Streamer', headers: Record<string, string> = {}) {
  return server.post('/api/v2/user/new', { email, name, captcha_token: passingCaptcha('signup'), action: 'signup' }, headers);
}

export function requestReset(server: TestServer, email: string, headers: Record<string, string> = {}) {
  return server.post('/api/v2/user/reset-password', { email, captcha_token: passingCaptcha('forget_password'), action: 'forget_password' }, headers);
}

export function signIn(server: TestServer, email: string, password: string) {
  return server.post('/api/v2/user/token', { email, password });
}

export async function tokenFrom(response: Response): Promise<string> {
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** The mail that arrives after `since` mails to this address (so a second reset reads the second mail). */
export async function nextMailTo(server: TestServer, email: string, since = 0): Promise<ReceivedMail> {
  await expect.poll(() => server.mail.inbox.filter((m) => m.to.includes(email.toLowerCase())).length, { timeout: 10_000 }).toBeGreaterThan(since);
  return server.mail.inbox.filter((m) => m.to.includes(email.toLowerCase()))[since]!;
}

/** Signs up, signs in with the mailed password and chooses `password`: an ordinary signed-in user. */
export async function createSignedInUser(server: TestServer, email: string, password = 'a sturdy passphrase') {
  expect((await signUp(server, email)).status).toBe(201);
  const oneTime = oneTimePasswordIn(await server.mail.waitFor(email));
  const restricted = await tokenFrom(await signIn(server, email, oneTime));
  const token = await tokenFrom(await server.post('/api/v2/user/password', { password }, bearer(restricted)));
  return { email, password, token };
}
