import { isLanguageCode, type LanguageCode } from '@awards/contracts';

/** The browser-storage keys, exactly as other deployments of the site read them. */
export const LOCAL_KEYS = {
  token: 'token',
  lastLanguageCode: 'lastLanguageCode',
  pendingNominationId: 'pendingNominationId',
  pendingApplyRedirect: 'pendingApplyRedirect',
} as const;
export const SESSION_KEYS = { votingModalWasDisplayed: 'voting-modal-was-displayed', contentPreview: 'content-preview' } as const;

export interface StoredItem<T> {
  get(): T | null;
  set(value: T): void;
  remove(): void;
  /** Called after every change of this key, from this tab or (local storage only) another one. */
  subscribe(listener: () => void): () => void;
}

interface Codec<T> {
  read(raw: string): T | null;
  write(value: T): string;
}

const text: Codec<string> = { read: (raw) => raw || null, write: (value) => value };
const languageCode: Codec<LanguageCode> = { read: (raw) => (isLanguageCode(raw) ? raw : null), write: (value) => value };
const jsonBoolean: Codec<boolean> = { read: (raw) => (raw === 'true' ? true : raw === 'false' ? false : null), write: String };
const positiveId: Codec<number> = {
  read: (raw) => (/^[1-9]\d*$/.test(raw) ? Number(raw) : null),
  write: String,
};

/** Storage can be missing or throw (private mode, blocked cookies): the site then simply forgets. */
function area(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

function item<T>(kind: 'localStorage' | 'sessionStorage', key: string, codec: Codec<T>): StoredItem<T> {
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const attempt = (write: (storage: Storage) => void) => {
    try {
      const storage = area(kind);
      if (storage) write(storage);
    } catch {
      // Quota exceeded or storage disabled: the value lives only until the page closes.
    }
    notify();
  };
  return {
    get: () => {
      const raw = (() => {
        try {
          return area(kind)?.getItem(key) ?? null;
        } catch {
          return null;
        }
      })();
      return raw === null ? null : codec.read(raw);
    },
    set: (value) => attempt((storage) => storage.setItem(key, codec.write(value))),
    remove: () => attempt((storage) => storage.removeItem(key)),
    subscribe: (listener) => {
      listeners.add(listener);
      // Another tab signing out or switching language reaches this tab through the storage event.
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}

export const storage = {
  token: item('localStorage', LOCAL_KEYS.token, text),
  lastLanguageCode: item('localStorage', LOCAL_KEYS.lastLanguageCode, languageCode),
  pendingNominationId: item('localStorage', LOCAL_KEYS.pendingNominationId, positiveId),
  pendingApplyRedirect: item('localStorage', LOCAL_KEYS.pendingApplyRedirect, jsonBoolean),
  votingModalWasDisplayed: item('sessionStorage', SESSION_KEYS.votingModalWasDisplayed, jsonBoolean),
  /** This tab shows the content's draft (lib/content-preview.ts). */
  contentPreview: item('sessionStorage', SESSION_KEYS.contentPreview, jsonBoolean),
};
