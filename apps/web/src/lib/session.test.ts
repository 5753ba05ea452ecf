import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { hasValidToken, login, logout, profileFromToken, useSession } from './session';

/** An unsigned token with these claims; the site only reads them. */
function token(claims: Record<string, unknown>): string {
  const bytes = new TextEncoder().encode(JSON.stringify(claims));
  const payload = btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `eyJhbGciOiJIUzI1NiJ9.${payload}.signature`;
}

const now = Date.parse('2026-11-21T12:00:00Z');
const inAnHour = now / 1000 + 3600;

afterEach(() => localStorage.clear());

describe('the session', () => {
  it('reads the name and email of the profile from the token', () => {
    expect(profileFromToken(token({ name: 'Лена Варга', email: 'lena@example.com', exp: inAnHour }), now)).toEqual({
      name: 'Лена Варга',
      email: 'lena@example.com',
      exp: inAnHour,
    });
  });

  it('has no profile for a token without an expiry, an expired token, or garbage', () => {
    expect(profileFromToken(token({ name: 'A', email: 'a@b.co' }), now)).toBeNull();
    expect(profileFromToken(token({ name: 'A', email: 'a@b.co', exp: now / 1000 }), now)).toBeNull();
    expect(profileFromToken('not-a-token', now)).toBeNull();
    expect(profileFromToken(null, now)).toBeNull();
  });

  it('treats exp as seconds, not milliseconds', () => {
    expect(profileFromToken(token({ exp: inAnHour }), now)).not.toBeNull();
    expect(profileFromToken(token({ exp: inAnHour }), (inAnHour + 1) * 1000)).toBeNull();
  });

  it('stores the token under "token" on login and removes it on logout', () => {
    const signedIn = token({ name: 'A', email: 'a@b.co', exp: Date.now() / 1000 + 60 });
    login(signedIn);
    expect(localStorage.getItem('token')).toBe(signedIn);
    expect(hasValidToken()).toBe(true);
    logout();
    expect(localStorage.getItem('token')).toBeNull();
    expect(hasValidToken()).toBe(false);
  });

  it('updates components when the user signs in and out', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current.isAuthenticated).toBe(false);
    act(() => login(token({ name: 'Diego Albarrán', email: 'd@example.com', exp: Date.now() / 1000 + 60 })));
    expect(result.current.profile?.name).toBe('Diego Albarrán');
    act(() => logout());
    expect(result.current).toEqual({ token: null, profile: null, isAuthenticated: false });
  });
});
