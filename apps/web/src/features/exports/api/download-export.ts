import { useMutation } from '@tanstack/react-query';
import { EXPORT_LINKS, linkVotesExport, type ExportKind, type ExportLink } from '@awards/contracts';
import { call, joinUrl } from '@/lib/api-client';
import { getConfig } from '@/lib/config';

export interface ExportRequest {
  kind: ExportKind;
  /** For the votes: one round's, or (without it) every round's. */
  roundId?: number;
}

const linkOf = ({ kind, roundId }: ExportRequest): Promise<ExportLink> => (kind === 'votes' ? call(linkVotesExport, { body: { roundId } }) : call(EXPORT_LINKS[kind]));

/**
 * Follows the link as a download: the browser saves the file as it arrives, under the name the
 * server gives it, however large it is, and the page stays where it is.
 */
function save(link: ExportLink): void {
  const anchor = document.createElement('a');
  anchor.href = joinUrl(getConfig().backendBaseUrl, link.url);
  anchor.download = '';
  anchor.click();
}

/**
 * Downloads an export: asks for its link with the session's token (a download the browser runs
 * cannot send it), then hands the link to the browser, at once, while it works.
 */
export function useDownloadExport() {
  return useMutation({ mutationFn: linkOf, onSuccess: save });
}
