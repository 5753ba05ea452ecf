import { describe, expect, it } from 'vitest';
import { isDisposableEmail } from './disposable';

describe('throwaway mailboxes', () => {
  it('are the addresses at a listed domain, in any letter case, and at any subdomain of one', () => {
    for (const email of ['someone@mailinator.com', 'Someone@YOPMAIL.COM', 'a+b@10minutemail.com', 'someone@inbox.guerrillamail.com']) {
      expect(isDisposableEmail(email), email).toBe(true);
    }
  });

  it('are not the big providers, forwarding services people keep, or a domain that only looks like a listed one', () => {
    for (const email of ['someone@gmail.com', 'someone@yandex.ru', 'someone@mail.ru', 'someone@outlook.com', 'someone@proton.me', 'someone@duck.com', 'someone@mymailinator.com', 'someone@yopmail.com.br']) {
      expect(isDisposableEmail(email), email).toBe(false);
    }
  });
});
