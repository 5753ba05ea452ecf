import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A link that is its own short-lived permission, for a request that cannot carry the bearer token
 * (a <video> element, a download the browser saves by itself): an HMAC of what it grants and until
 * when, keyed with the server's JWT secret. Each kind of link signs under a purpose of its own
 * (`clip`, `export`...), which keeps its signatures from ever reading as another kind's.
 */
export interface LinkGrant {
  /** The kind of link: the first part of what is signed. */
  purpose: string;
  /** What this link grants, in the purpose's own words (an entry's id, an export and its staff member). */
  subject: string;
}

/** The moment, in seconds since the epoch, a link made `now` stops working. */
export const linkExpiry = (ttlSeconds: number, now = Date.now()) => Math.floor(now / 1000) + ttlSeconds;

/** The signature of `grant` until `expires` (seconds since the epoch), fit for a query string. */
export const linkSignature = (secret: string, { purpose, subject }: LinkGrant, expires: number) =>
  createHmac('sha256', secret).update(`${purpose}:${subject}:${expires}`).digest('base64url');

/** Whether the server signed `grant` until `expires` with this signature (compared in constant time), and that moment has not come. */
export function isLinkSignature(secret: string, grant: LinkGrant, expires: number, signature: string, now = Date.now()): boolean {
  if (expires * 1000 <= now) return false;
  const given = Buffer.from(signature);
  const expected = Buffer.from(linkSignature(secret, grant, expires));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
