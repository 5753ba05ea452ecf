import { describe, expect, it } from 'vitest';
import { contactOutcome } from './contact-outcome';

describe('the contact transaction outcome', () => {
  it('is the success notification on COMMIT', () => {
    expect(contactOutcome({ state: 'COMMIT', result: {} })).toEqual({ type: 'success', textKey: 'home2.contact.success' });
  });

  it('is the error notification on ABORT, whatever the failure', () => {
    expect(contactOutcome({ state: 'ABORT', error: new Error('offline') })).toEqual({ type: 'error', textKey: 'home2.contact.error' });
  });

  it('is nothing while inactive, pending, or when a second submit was refused', () => {
    expect(contactOutcome({ state: 'INACTIVE' })).toBeNull();
    expect(contactOutcome({ state: 'PROCESS' })).toBeNull();
    expect(contactOutcome(null)).toBeNull();
  });
});
