import { createHmac, timingSafeEqual } from 'node:crypto';
import { getEntryClip } from '@awards/contracts';

/**
 * The signed address of an entry's uploaded video. A <video> element cannot send the bearer
 * token, so the entry's page gets an address that is its own short-lived permission: an HMAC of the
 * entry and the moment it expires, keyed with the server's JWT secret (the `clip:` prefix keeps it
 * from ever reading as any other signature made with that key).
 */

/** Long enough to watch and seek through a clip; the entry's page hands out a new one each time it loads. */
export const CLIP_URL_TTL_SECONDS = 10 * 60;

const signatureOf = (secret: string, id: number, expires: number) => createHmac('sha256', secret).update(`clip:${id}:${expires}`).digest('base64url');

export function signedClipUrl(secret: string, id: number, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + CLIP_URL_TTL_SECONDS;
  return `${getEntryClip.path.replace(':id', String(id))}?expires=${expires}&signature=${signatureOf(secret, id, expires)}`;
}

/** Whether the signature is the server's own for this entry and has not expired. */
export function isValidClipSignature(secret: string, id: number, expires: number, signature: string, now = Date.now()): boolean {
  if (expires * 1000 <= now) return false;
  const expected = Buffer.from(signatureOf(secret, id, expires));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
