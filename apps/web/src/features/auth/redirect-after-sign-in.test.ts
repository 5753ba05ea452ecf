import { beforeEach, describe, expect, it } from 'vitest';
import { nominationsScrollDelay, takeSignInDestination } from './redirect-after-sign-in';

describe('where a sign-in leads', () => {
  beforeEach(() => localStorage.clear());

  it('prefers the pending nomination, and clears only that flag', () => {
    localStorage.setItem('pendingNominationId', '7');
    localStorage.setItem('pendingApplyRedirect', 'true');
    expect(takeSignInDestination()).toEqual({ kind: 'application-form', nominationId: 7 });
    expect(localStorage.getItem('pendingNominationId')).toBeNull();
    expect(localStorage.getItem('pendingApplyRedirect')).toBe('true');
  });

  it('then the pending apply redirect (home, scrolled to the nominations), which it clears', () => {
    localStorage.setItem('pendingApplyRedirect', 'true');
    expect(takeSignInDestination()).toEqual({ kind: 'nominations' });
    expect(localStorage.getItem('pendingApplyRedirect')).toBeNull();
  });

  it('else the profile; a false or unreadable flag counts as none', () => {
    expect(takeSignInDestination()).toEqual({ kind: 'profile' });
    localStorage.setItem('pendingApplyRedirect', 'false');
    localStorage.setItem('pendingNominationId', 'abc');
    expect(takeSignInDestination()).toEqual({ kind: 'profile' });
  });

  it('follows neither intent to apply while applications are not open, and clears both', () => {
    localStorage.setItem('pendingNominationId', '7');
    localStorage.setItem('pendingApplyRedirect', 'true');
    expect(takeSignInDestination(false)).toEqual({ kind: 'applications-closed' });
    expect(localStorage.getItem('pendingNominationId')).toBeNull();
    expect(localStorage.getItem('pendingApplyRedirect')).toBeNull();
    expect(takeSignInDestination(false)).toEqual({ kind: 'profile' });
  });

  it('scrolls to the nominations at once on the home page, 100 ms after arriving otherwise', () => {
    expect(nominationsScrollDelay(true)).toBe(0);
    expect(nominationsScrollDelay(false)).toBe(100);
  });
});
