import type { Page } from '@playwright/test';
import { createAccount, type Account } from './accounts';

/**
 * Journeys that need an account but not a fresh one share one per name (per worker): making one
 * takes a mail round trip. It is made through the API (support/accounts.ts).
 */
const accounts = new Map<string, Promise<Account>>();

export function sharedAccount(baseURL: string, name: string): Promise<Account> {
  let account = accounts.get(name);
  if (!account) {
    account = createAccount(baseURL, name);
    accounts.set(name, account);
  }
  return account;
}

/** Signs `account` in in this page the way the site keeps a session: its token under `token` in local storage. */
export async function signIn(page: Page, account: Account): Promise<void> {
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
