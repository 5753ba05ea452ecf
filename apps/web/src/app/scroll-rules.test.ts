import { describe, expect, it } from 'vitest';
import { scrollAction } from './scroll-rules';

const at = (routeId: string, hash = '') => ({ routeId, hash });

describe('scrolling on navigation', () => {
  it('goes smoothly to the element of a hash link', () => {
    expect(scrollAction(at('Profile'), at('Home', '#nominations'), 500)).toEqual({ kind: 'hash', id: 'nominations' });
    expect(scrollAction(null, at('Home', '#contact'), undefined)).toEqual({ kind: 'hash', id: 'contact' });
  });

  it('starts at the top between Home and the application form, either way', () => {
    expect(scrollAction(at('Home'), at('ApplicationForm'), 800)).toEqual({ kind: 'top' });
    expect(scrollAction(at('ApplicationForm'), at('Home'), 800)).toEqual({ kind: 'top' });
    expect(scrollAction(at('SignIn'), at('ApplicationForm'), undefined)).toEqual({ kind: 'top' });
  });

  it('restores the saved position when there is one', () => {
    expect(scrollAction(at('Profile'), at('Legends'), 1200)).toEqual({ kind: 'restore', y: 1200 });
  });

  it('otherwise scrolls smoothly to the top', () => {
    expect(scrollAction(at('Home'), at('Profile'), undefined)).toEqual({ kind: 'smooth-top' });
  });

  it('leaves the home page where it is when a side panel opens, switches or closes', () => {
    expect(scrollAction(at('Home'), at('SignIn'), undefined)).toEqual({ kind: 'stay' });
    expect(scrollAction(at('SignIn'), at('SignUp'), undefined)).toEqual({ kind: 'stay' });
    expect(scrollAction(at('ForgetPassword'), at('Home'), undefined)).toEqual({ kind: 'stay' });
  });

  it("leaves an arrival with the redirect flag, and the clearing of the flag, to the home page's own delayed scroll", () => {
    const flagged = { ...at('Home', '#contact'), redirected: true };
    expect(scrollAction(null, flagged, undefined)).toEqual({ kind: 'stay' });
    expect(scrollAction(flagged, at('Home', '#contact'), undefined)).toEqual({ kind: 'stay' });
    expect(scrollAction(at('Home', '#contact'), at('Home', '#contact'), undefined)).toEqual({ kind: 'hash', id: 'contact' });
    expect(scrollAction(null, { ...at('Legends', '#top'), redirected: true }, undefined)).toEqual({ kind: 'hash', id: 'top' });
  });

  it('does nothing on the first load without a hash', () => {
    expect(scrollAction(null, at('Home'), undefined)).toEqual({ kind: 'stay' });
  });
});
