import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from './storage';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('browser storage', () => {
  it('keeps the sign-in token under the key "token"', () => {
    storage.token.set('a.b.c');
    expect(localStorage.getItem('token')).toBe('a.b.c');
    storage.token.remove();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('keeps the language under "lastLanguageCode" as a wire code and ignores anything else found there', () => {
    storage.lastLanguageCode.set('SP');
    expect(localStorage.getItem('lastLanguageCode')).toBe('SP');
    localStorage.setItem('lastLanguageCode', 'es');
    expect(storage.lastLanguageCode.get()).toBeNull();
  });

  it('keeps the pending nomination under "pendingNominationId" as its id', () => {
    storage.pendingNominationId.set(7);
    expect(localStorage.getItem('pendingNominationId')).toBe('7');
    expect(storage.pendingNominationId.get()).toBe(7);
    localStorage.setItem('pendingNominationId', 'seven');
    expect(storage.pendingNominationId.get()).toBeNull();
  });

  it('keeps the apply redirect flag under "pendingApplyRedirect"', () => {
    storage.pendingApplyRedirect.set(true);
    expect(localStorage.getItem('pendingApplyRedirect')).toBe('true');
    expect(storage.pendingApplyRedirect.get()).toBe(true);
  });

  it('keeps "voting-modal-was-displayed" in session storage as a JSON boolean', () => {
    storage.votingModalWasDisplayed.set(true);
    expect(JSON.parse(sessionStorage.getItem('voting-modal-was-displayed')!)).toBe(true);
    expect(localStorage.getItem('voting-modal-was-displayed')).toBeNull();
    expect(storage.votingModalWasDisplayed.get()).toBe(true);
  });

  it('tells subscribers about changes made in this tab and in other tabs', () => {
    const listener = vi.fn();
    const unsubscribe = storage.token.subscribe(listener);
    storage.token.set('x');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated' }));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    storage.token.remove();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('answers null instead of failing when storage is unavailable', () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(storage.token.get()).toBeNull();
    getItem.mockRestore();
  });
});
