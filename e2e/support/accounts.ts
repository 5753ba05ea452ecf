import { randomBytes } from 'node:crypto';
import { expect, type BrowserContext } from '@playwright/test';
import { mailsTo, nextOneTimePassword } from './mail';

/**
 * A client address of its own for each journey. The server trusts one proxy hop in these tests
 * (TRUST_PROXY=1 in playwright.config.ts), so its per-address limits on sign-up, sign-in and
 * password resets count each journey apart instead of all of them against 127.0.0.1.
 */
export function visitorAddress(): string {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${c! | 1}`;
}

export async function actAsNewVisitor(context: BrowserContext): Promise<string> {
  const address = visitorAddress();
  await context.setExtraHTTPHeaders({ 'X-Forwarded-For': address });
  return address;
}

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${randomBytes(3).toString('hex')}@example.org`;
}

export interface Account {
  name: string;
  email: string;
  password: string;
  /** A full token, as choosing the password answers it: to put in local storage. */
  token: string;
}

/** POSTs `body` to the API (a form as multipart, anything else as JSON) and expects a success. */
export async function post<T>(baseURL: string, route: string, body: unknown, headers: Record<string, string>): Promise<T> {
  const form = body instanceof FormData;
  const response = await fetch(new URL(route, baseURL), {
    method: 'POST',
    headers: form ? headers : { 'Content-Type': 'application/json', ...headers },
    body: form ? body : JSON.stringify(body),
  });
  expect(response.ok, `${route} answered ${response.status}: ${await response.clone().text()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * A fresh account on the server at `baseURL`, made through the API the way the panels make one:
 * sign up, sign in with the one-time password from the outbox, choose a password. For a server
 * other than the default one, `dataDir` is its data directory, where its outbox is. Every request
 * carries `headers`: from an address of its own unless they name one.
 */
export async function createAccount(baseURL: string, name: string, dataDir?: string, headers: Record<string, string> = { 'X-Forwarded-For': visitorAddress() }): Promise<Account> {
  const password = 'Golden-stage-2027';
  const email = uniqueEmail('account');
  const seen = (await mailsTo(email, dataDir)).length;
  await post(baseURL, '/api/v2/user/new', { name, email, captcha_token: 'dev', action: 'signup' }, headers);
  const oneTime = await nextOneTimePassword(email, seen, dataDir);
  const restricted = await post<{ token: string }>(baseURL, '/api/v2/user/token', { email, password: oneTime }, headers);
  const { token } = await post<{ token: string }>(baseURL, '/api/v2/user/password', { password }, { ...headers, Authorization: `Bearer ${restricted.token}` });
  return { name, email, password, token };
}

/**
 * The browser logs every refused request as a console error, which fails a journey (fixtures.ts).
 * A journey that provokes one on purpose removes exactly those messages.
 */
export function allowRefusedRequests(consoleErrors: string[], status: number): void {
  const expected = `the server responded with a status of ${status}`;
  for (let i = consoleErrors.length - 1; i >= 0; i--) {
    if (consoleErrors[i]!.includes(expected)) consoleErrors.splice(i, 1);
  }
}

/** The claims of a stored token (the test reads them; the server checks the signature). */
export function decodeToken(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}
