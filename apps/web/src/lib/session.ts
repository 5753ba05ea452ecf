import { useSyncExternalStore } from 'react';
import { useTakenOver } from './hydration';
import { storage } from './storage';

/*
 * The session lives here rather than in features/auth because the API client, the header and
 * nearly every feature read it, and features do not import each other. features/auth holds the
 * sign-in, sign-up and password panels that change it.
 */

/** What the site shows of the signed-in user, read from the token's claims. */
export interface Profile {
  name: string;
  email: string;
  /** Expiry, epoch seconds. */
  exp: number;
}

function decodePayload(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
    // The payload is UTF-8 JSON: names may be Cyrillic or accented, which atob alone garbles.
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The profile in a token, or null when the token is unreadable, has no `exp`, or has expired at
 * `now` (epoch milliseconds). The signature is the server's business: it refuses a forged token.
 */
export function profileFromToken(token: string | null, now: number = Date.now()): Profile | null {
  const payload = token ? decodePayload(token) : null;
  if (!payload || typeof payload.exp !== 'number' || payload.exp * 1000 <= now) return null;
  return {
    name: typeof payload.name === 'string' ? payload.name : '',
    email: typeof payload.email === 'string' ? payload.email : '',
    exp: payload.exp,
  };
}

/** Signed in means: a token is stored and it has not expired. */
export function hasValidToken(now: number = Date.now()): boolean {
  return profileFromToken(storage.token.get(), now) !== null;
}

export function login(token: string): void {
  storage.token.set(token);
}

export function logout(): void {
  storage.token.remove();
}

export interface Session {
  token: string | null;
  profile: Profile | null;
  isAuthenticated: boolean;
}

/** The session for components, kept in step with local storage (this tab, other tabs, a 401). */
export function useSession(): Session {
  const stored = useSyncExternalStore(storage.token.subscribe, storage.token.get);
  // The server draws every page for a visitor without a session: the app takes the drawing over as
  // drawn, then shows the visitor's own session.
  const token = useTakenOver() ? stored : null;
  const profile = profileFromToken(token);
  return { token: profile ? token : null, profile, isAuthenticated: profile !== null };
}
