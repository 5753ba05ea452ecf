import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

/** A quoted-printable body as text: soft line breaks joined, =XX bytes decoded as UTF-8. */
function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The one-time password in the newest mail the server wrote to `<dataDir>/outbox` for `email`. */
export async function oneTimePasswordFor(dataDir: string, email: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  let found: string | undefined;
  await expect
    .poll(async () => {
      const names = (await readdir(outbox).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort().reverse();
      for (const name of names) {
        const mail = await readFile(path.join(outbox, name), 'utf8');
        if (!new RegExp(`^To: .*${email.replace(/[.+]/g, '\\$&')}`, 'mi').test(mail)) continue;
        const plain = mail.split(/Content-Type: text\/plain[^\n]*\n/i)[1]?.split(/\n----/)[0] ?? '';
        found = decodeQuotedPrintable(plain).match(/^\s*([A-Za-z0-9]{12,})\s*$/m)?.[1];
        if (found) return true;
      }
      return false;
    }, { message: `a mail with a one-time password for ${email}` })
    .toBe(true);
  return found!;
}

export interface ApiAccount {
  email: string;
  name: string;
  password: string;
  token: string;
}

async function post<T>(baseURL: string, route: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseURL}${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  expect(response.ok, `${route} answered ${response.status}: ${await response.clone().text()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * A fresh account made the way a visitor makes one, through the API: sign up, read the one-time
 * password from the server's outbox, sign in with it, choose a password. Answers a full token.
 */
export async function signUpThroughApi(baseURL: string, dataDir: string, name = 'Vera Voter'): Promise<ApiAccount> {
  const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;
  await post(baseURL, '/api/v2/user/new', { email, name, captcha_token: 'dev', action: 'signup' });
  const oneTime = await oneTimePasswordFor(dataDir, email);
  const first = await post<{ token: string }>(baseURL, '/api/v2/user/token', { email, password: oneTime });
  const password = 'Stage-lights-2027!';
  const { token } = await post<{ token: string }>(baseURL, '/api/v2/user/password', { password }, first.token);
  return { email, name, password, token };
}
