import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { uniqueEmail } from './accounts';
import { oneTimePasswordIn } from './mail';

/**
 * The one-time password in the newest mail to `email` in `<dataDir>/outbox`. mail.ts reads the
 * default server's outbox; this reads any server's, such as the one seeded in the voting phase.
 */
export async function oneTimePasswordFor(dataDir: string, email: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  const to = new RegExp(`^To: .*\\b${email.replace(/[.+]/g, '\\$&')}\\b`, 'mi');
  let mail: string | undefined;
  await expect
    .poll(
      async () => {
        const names = (await readdir(outbox).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
        const mails = await Promise.all(names.map((name) => readFile(path.join(outbox, name), 'utf8')));
        mail = mails.filter((text) => to.test(text)).at(-1);
        return mail !== undefined;
      },
      { message: `a mail to ${email}`, timeout: 15_000 },
    )
    .toBe(true);
  return oneTimePasswordIn(mail!);
}

export interface ApiAccount {
  email: string;
  name: string;
  password: string;
  token: string;
}

async function post<T>(baseURL: string, route: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(new URL(route, baseURL), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  expect(response.ok, `${route} answered ${response.status}: ${await response.clone().text()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * A fresh account on the server at `baseURL` (data in `dataDir`), made the way a visitor makes
 * one: sign up, read the one-time password from the outbox, sign in with it, choose a password.
 * Answers the full token, to put in local storage.
 */
export async function signUpThroughApi(baseURL: string, dataDir: string, name = 'Vera Voter'): Promise<ApiAccount> {
  const email = uniqueEmail('voter');
  await post(baseURL, '/api/v2/user/new', { email, name, captcha_token: 'dev', action: 'signup' });
  const oneTime = await oneTimePasswordFor(dataDir, email);
  const first = await post<{ token: string }>(baseURL, '/api/v2/user/token', { email, password: oneTime });
  const password = 'Stage-lights-2027!';
  const { token } = await post<{ token: string }>(baseURL, '/api/v2/user/password', { password }, first.token);
  return { email, name, password, token };
}
