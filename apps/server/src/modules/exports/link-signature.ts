import { downloadExport, fillPath, type ExportKind, type ExportLink } from '@awards/contracts';
import { isLinkSignature, linkExpiry, linkSignature, type LinkGrant } from '../../lib/signed-link';

/**
 * The signed link of an export. A download the browser saves by itself cannot send the bearer
 * token, so the backstage is given an address that is its own short-lived permission (lib/signed-link.ts)
 * for what is exported and for whom, signed under the `export` purpose.
 */
export interface ExportGrant {
  kind: ExportKind;
  staffId: number;
  roundId?: number;
}

/** Long enough for the browser to start the download the page asks it for; a new click asks for a new link. */
export const EXPORT_LINK_TTL_SECONDS = 60;

const linkGrant = ({ kind, staffId, roundId }: ExportGrant): LinkGrant => ({ purpose: 'export', subject: `${kind}:${staffId}:${roundId ?? ''}` });

export function signedExportLink(secret: string, grant: ExportGrant, now = Date.now()): ExportLink {
  const expires = linkExpiry(EXPORT_LINK_TTL_SECONDS, now);
  const query = new URLSearchParams({
    ...(grant.roundId === undefined ? {} : { round_id: String(grant.roundId) }),
    staff_id: String(grant.staffId),
    expires: String(expires),
    signature: linkSignature(secret, linkGrant(grant), expires),
  });
  return { url: `${fillPath(downloadExport.path, { kind: grant.kind })}?${query}`, expiresAt: new Date(expires * 1000).toISOString() };
}

/** Whether the server signed this link for this grant, and it has not expired. */
export const isSignedExportLink = (secret: string, grant: ExportGrant, expires: number, signature: string, now = Date.now()): boolean =>
  isLinkSignature(secret, linkGrant(grant), expires, signature, now);
