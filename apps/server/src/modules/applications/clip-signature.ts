import { createHmac, timingSafeEqual } from 'node:crypto';
import { getEntryClip } from '@awards/contracts';

/**
 * The signed address of an entry's uploaded video. A <video> element cannot send the bearer
 * token, so the entry's page gets an address that is its own short-lived permission: an HMAC of the
 * entry and the moment it expires, keyed with the server's JWT secret (the `clip:` prefix keeps it
 * from ever reading as any other signature made with that key).
 *
 * Staff (the review, a judge's sheet) get one that plays any entry's upload; the voting page gets a
 * `public` one, signed apart (`clip:public:`), which plays only while the entry stands as a nominee.
 */
export type ClipAudience = 'staff' | 'public';

/** Long enough to watch and seek through a clip; the entry's page hands out a new one each time it loads. */
export const CLIP_URL_TTL_SECONDS = 10 * 60;

const signatureOf = (secret: string, audience: ClipAudience, id: number, expires: number) =>
  createHmac('sha256', secret)
    .update(audience === 'staff' ? `clip:${id}:${expires}` : `clip:public:${id}:${expires}`)
    .digest('base64url');

export function signedClipUrl(secret: string, id: number, now = Date.now(), audience: ClipAudience = 'staff'): string {
  const expires = Math.floor(now / 1000) + CLIP_URL_TTL_SECONDS;
  return `${getEntryClip.path.replace(':id', String(id))}?expires=${expires}&signature=${signatureOf(secret, audience, id, expires)}`;
}

const matches = (given: Buffer, expected: string) => given.length === Buffer.byteLength(expected) && timingSafeEqual(given, Buffer.from(expected));

/** Whom the server signed this address for, if it is the server's own for this entry and has not expired; else null. */
export function clipSignatureAudience(secret: string, id: number, expires: number, signature: string, now = Date.now()): ClipAudience | null {
  if (expires * 1000 <= now) return null;
  const given = Buffer.from(signature);
  if (matches(given, signatureOf(secret, 'staff', id, expires))) return 'staff';
  return matches(given, signatureOf(secret, 'public', id, expires)) ? 'public' : null;
}
