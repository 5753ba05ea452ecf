import { getEntryClip } from '@awards/contracts';
import { isLinkSignature, linkExpiry, linkSignature, type LinkGrant } from '../../lib/signed-link';

/**
 * The signed address of an entry's uploaded video. A <video> element cannot send the bearer
 * token, so the entry's page gets an address that is its own short-lived permission
 * (lib/signed-link.ts) for the entry, signed under the `clip` purpose.
 *
 * Staff (the review, a judge's sheet) get one that plays any entry's upload; the voting page gets a
 * `public` one, signed apart (`clip:public`), which plays only while the entry stands as a nominee.
 */
export type ClipAudience = 'staff' | 'public';

/** Long enough to watch and seek through a clip; the entry's page hands out a new one each time it loads. */
export const CLIP_URL_TTL_SECONDS = 10 * 60;

const linkGrant = (audience: ClipAudience, id: number): LinkGrant => ({ purpose: audience === 'staff' ? 'clip' : 'clip:public', subject: String(id) });

export function signedClipUrl(secret: string, id: number, now = Date.now(), audience: ClipAudience = 'staff'): string {
  const expires = linkExpiry(CLIP_URL_TTL_SECONDS, now);
  return `${getEntryClip.path.replace(':id', String(id))}?expires=${expires}&signature=${linkSignature(secret, linkGrant(audience, id), expires)}`;
}

/** Whom the server signed this address for, if it is the server's own for this entry and has not expired; else null. */
export function clipSignatureAudience(secret: string, id: number, expires: number, signature: string, now = Date.now()): ClipAudience | null {
  if (isLinkSignature(secret, linkGrant('staff', id), expires, signature, now)) return 'staff';
  return isLinkSignature(secret, linkGrant('public', id), expires, signature, now) ? 'public' : null;
}
