import { disposableEmailBlocklistSet } from 'disposable-email-domains-js';

/**
 * Domains of throwaway mailboxes, from disposable-email-domains-js: the community list of
 * disposable-email-domains, republished by a bot whenever it changes. Chosen over mailchecker, whose
 * list is six times longer but also names forwarding services that real people keep for years
 * (duck.com, simplelogin.com, anonaddy.me), which this one leaves off: a false positive here turns
 * away a real viewer, so the shorter, curated list is the safer one.
 *
 * The package's own check builds a fresh set on every call; the set is built once here.
 */
const DISPOSABLE_DOMAINS = disposableEmailBlocklistSet();

/**
 * Whether the address's mailbox is a throwaway one. The list names domains only, and many of its
 * services hand out any subdomain too (`anything.mailinator.com`), so each parent domain is
 * checked as well.
 */
export function isDisposableEmail(email: string): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1).trim().toLowerCase();
  const labels = domain.split('.');
  for (let first = 0; first < labels.length - 1; first++) {
    if (DISPOSABLE_DOMAINS.has(labels.slice(first).join('.'))) return true;
  }
  return false;
}
