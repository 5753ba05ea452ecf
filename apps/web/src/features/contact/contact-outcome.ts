import type { Transaction } from '@/lib/form-transaction';

export type ContactOutcome = { type: 'success'; textKey: 'home2.contact.success' } | { type: 'error'; textKey: 'home2.contact.error' };

/**
 * Spec sections 4 and 8: a sent message gets the success notification ('Your message has been
 * sent.'); any failure gets the error notification (title ERROR). Nothing while still pending.
 */
export function contactOutcome(transaction: Transaction<unknown> | null): ContactOutcome | null {
  if (transaction?.state === 'COMMIT') return { type: 'success', textKey: 'home2.contact.success' };
  if (transaction?.state === 'ABORT') return { type: 'error', textKey: 'home2.contact.error' };
  return null;
}
