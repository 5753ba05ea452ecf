import type { ExportKind } from './backstage-exports';
import { linkEntriesExport, linkGuessesExport, linkMessagesExport, linkVotesExport } from './endpoints/exports';

/**
 * Each export by the endpoint that hands out its link, whose roles are who may export it: the
 * server checks them again at the download, and the backstage offers only what the caller may take.
 * Kept apart from the schemas, whose module the endpoints' types are computed from.
 */
export const EXPORT_LINKS = {
  entries: linkEntriesExport,
  votes: linkVotesExport,
  guesses: linkGuessesExport,
  messages: linkMessagesExport,
} as const satisfies Record<ExportKind, unknown>;
