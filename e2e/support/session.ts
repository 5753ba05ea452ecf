import type { Page } from '@playwright/test';
import { createAccount, visitorAddress, type Account } from './accounts';

export interface SignedUpAccount extends Account {
  /** A full token, as signing in answers it. */
  token: string;
}

async function withToken(baseURL: string, account: Account): Promise<SignedUpAccount> {
  const response = await fetch(new URL('/api/v2/user/token', baseURL), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': visitorAddress() },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  return { ...account, token };
}

/**
 * Journeys that need an account but not a fresh one share one per name (per worker): making one
 * takes a mail round trip. It is made through the API (support/accounts.ts) and signed in once.
 */
const accounts = new Map<string, Promise<SignedUpAccount>>();

export function sharedAccount(baseURL: string, name: string): Promise<SignedUpAccount> {
  let account = accounts.get(name);
  if (!account) {
    account = createAccount(baseURL, name).then((created) => withToken(baseURL, created));
    accounts.set(name, account);
  }
  return account;
}

/** Signs `account` in in this page the way the site keeps a session: its token under `token` in local storage. */
export async function signIn(page: Page, account: SignedUpAccount): Promise<void> {
  await page.goto('/home');
  await page.evaluate((token) => localStorage.setItem('token', token), account.token);
}

/** Today in the browser's time zone as the profile writes dates: DD.MM.YYYY. */
export function browserToday(page: Page): Promise<string> {
  return page.evaluate(() => {
    const now = new Date();
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${pad(now.getDate())}.${pad(now.getMonth() + 1)}.${now.getFullYear()}`;
  });
}
