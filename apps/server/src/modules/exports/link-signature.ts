import { createHmac, timingSafeEqual } from 'node:crypto';
import { downloadExport, fillPath, type ExportKind, type ExportLink } from '@awards/contracts';

/**
 * The signed link of an export. A download the browser saves by itself cannot send the bearer
 * token, so the backstage is given an address that is its own short-lived permission: an HMAC of
 * what is exported, for whom and until when, keyed with the server's JWT secret (the `export:`
 * prefix keeps it from ever reading as any other signature made with that key).
 */
export interface ExportGrant {
  kind: ExportKind;
  staffId: number;
  roundId?: number;
}

/** Long enough for the browser to start the download the page asks it for; a new click asks for a new link. */
export const EXPORT_LINK_TTL_SECONDS = 60;

const signatureOf = (secret: string, { kind, staffId, roundId }: ExportGrant, expires: number) =>
  createHmac('sha256', secret).update(`export:${kind}:${staffId}:${roundId ?? ''}:${expires}`).digest('base64url');

export function signedExportLink(secret: string, grant: ExportGrant, now = Date.now()): ExportLink {
  const expires = Math.floor(now / 1000) + EXPORT_LINK_TTL_SECONDS;
  const query = new URLSearchParams({
    ...(grant.roundId === undefined ? {} : { round_id: String(grant.roundId) }),
    staff_id: String(grant.staffId),
    expires: String(expires),
    signature: signatureOf(secret, grant, expires),
  });
  return { url: `${fillPath(downloadExport.path, { kind: grant.kind })}?${query}`, expiresAt: new Date(expires * 1000).toISOString() };
}

/** Whether the server signed this link for this grant, and it has not expired. */
export function isSignedExportLink(secret: string, grant: ExportGrant, expires: number, signature: string, now = Date.now()): boolean {
  if (expires * 1000 <= now) return false;
  const given = Buffer.from(signature);
  const expected = Buffer.from(signatureOf(secret, grant, expires));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
