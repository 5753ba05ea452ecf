import { z } from 'zod';
import type { Camel } from './wire-case';
import { optional, rowIdRule } from './rules';

/** What can be exported (`EXPORT_LINKS` names who may export each). */
export const EXPORT_KINDS = ['entries', 'votes', 'guesses', 'messages'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export const ExportParams = z.object({ kind: z.enum(EXPORT_KINDS) });

/** The votes of one round, or (without it) of every round. */
export const VotesExportRequest = z.object({ round_id: optional(rowIdRule) });
export type VotesExportRequest = Camel<z.infer<typeof VotesExportRequest>>;

/** Where the browser downloads an export: an address on the API whose signature is its permission. */
export const ExportLink = z.object({ url: z.string(), expires_at: z.iso.datetime() });
export type ExportLink = Camel<z.infer<typeof ExportLink>>;

/** The signed link's query: who asked, for what, until when. */
export const ExportDownloadQuery = z.object({
  round_id: z.coerce.number().pipe(rowIdRule).optional(),
  staff_id: z.coerce.number().pipe(rowIdRule),
  expires: z.coerce.number().int(),
  signature: z.string().max(128),
});

export const CsvFile = z.unknown().meta({ type: 'string', format: 'binary', description: 'A CSV file' });
