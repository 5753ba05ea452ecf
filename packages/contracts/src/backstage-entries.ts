import { z } from 'zod';
import { LANGUAGE_CODES, type LanguageCode } from './languages';
import { APPLICATION_STATUSES, DECLINE_REASONS } from './applications';
import type { Camel } from './wire-case';
import { optionalText, requiredText, rowIdParamRule } from './rules';
import { EntryClip } from './clip';

/** The review promise: an entry waiting longer than this is overdue. */
export const REVIEW_HOURS = 60;

export const ENTRY_SORTS = ['created_at', 'nickname', 'nomination_id', 'status'] as const;

const languageCode = z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]]);
const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

/** The review queue's filters, sorting and page (query string). */
export const EntryQuery = z.object({
  nomination_id: z.coerce.number().int().positive().optional(),
  status: z.enum(APPLICATION_STATUSES).optional(),
  overdue: flag.optional(),
  /** Searched in the streamer's nickname, the links and the applicant's email. */
  q: z.string().trim().max(255).optional(),
  sort: z.enum(ENTRY_SORTS).default('created_at'),
  order: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(50),
});
export type EntryQuery = Camel<z.infer<typeof EntryQuery>>;

/** An entry as a row of the queue. */
export const EntryRow = z.object({
  id: z.number().int(),
  nomination_id: z.number().int(),
  nickname: z.string(),
  link_to_page: z.string(),
  link_to_media: z.string().nullable(),
  has_video: z.boolean(),
  /** The applicant's account; all three null once they deleted it (the entry is then withdrawn). */
  applicant_id: z.number().int().nullable(),
  applicant_name: z.string().nullable(),
  applicant_email: z.string().nullable(),
  language: languageCode,
  status: z.enum(APPLICATION_STATUSES),
  created_at: z.iso.datetime(),
  /** Past the review promise and still under review. */
  overdue: z.boolean(),
});
export type EntryRow = Camel<z.infer<typeof EntryRow>>;

export const EntryPage = z.object({
  items: z.array(EntryRow),
  total: z.number().int(),
  /** Entries under review for longer than the promise, whatever the filters. */
  overdue_count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type EntryPage = Camel<z.infer<typeof EntryPage>>;

export const EntryDecisionInfo = z.object({
  status: z.enum(['approved', 'declined']),
  reason: z.enum(DECLINE_REASONS).nullable(),
  note: z.string().nullable(),
  decided_at: z.iso.datetime(),
  decided_by_name: z.string().nullable(),
});

export const EntryDetail = EntryRow.extend({
  comments: z.string().nullable(),
  time_code: z.string().nullable(),
  clip: EntryClip,
  decision: EntryDecisionInfo.nullable(),
  /** Other entries naming the same streamer page: any applicant, any nomination. */
  same_streamer: z.array(EntryRow),
  /** The applicant's other entries. */
  same_applicant: z.array(EntryRow),
});
export type EntryDetail = Camel<z.infer<typeof EntryDetail>>;

export const EntryParams = z.object({ id: rowIdParamRule });

/** Approve, or decline with a reason; an optional note goes to the applicant. */
export const EntryDecision = z
  .object({
    status: z.enum(['approved', 'declined']),
    reason: z.enum(DECLINE_REASONS).optional(),
    note: optionalText(1, 1000),
  })
  .refine((body) => body.status === 'approved' || body.reason !== undefined, { path: ['reason'], message: 'validation.decline_reason' });
export type EntryDecision = Camel<z.infer<typeof EntryDecision>>;

const entryIds = z.array(z.number().int().positive()).min(1).max(500);

export const BulkDecision = z
  .object({
    ids: entryIds,
    status: z.enum(['approved', 'declined']),
    reason: z.enum(DECLINE_REASONS).optional(),
    note: optionalText(1, 1000),
  })
  .refine((body) => body.status === 'approved' || body.reason !== undefined, { path: ['reason'], message: 'validation.decline_reason' });
export type BulkDecision = Camel<z.infer<typeof BulkDecision>>;

export const BulkDecisionPreviewRequest = z.object({ ids: entryIds, status: z.enum(['approved', 'declined']) });

/** What a bulk decision would do: the entries it changes (each gets a mail), per language, and those it leaves. */
export const BulkDecisionPreview = z.object({
  mails: z.number().int(),
  by_language: z.record(z.string(), z.number().int()),
  /** Already in that status, decided and not the caller's to reverse, or withdrawn. */
  unchanged: z.number().int(),
});
export type BulkDecisionPreview = Camel<z.infer<typeof BulkDecisionPreview>>;

export const BulkDecisionResult = z.object({
  decided: z.number().int(),
  mails: z.number().int(),
  unchanged: z.number().int(),
});
export type BulkDecisionResult = Camel<z.infer<typeof BulkDecisionResult>>;

/** The signed address of an uploaded clip (query string). */
export const ClipQuery = z.object({ expires: z.coerce.number().int(), signature: z.string().max(128) });

export const BlockListEntry = z.object({
  id: z.number().int(),
  /** `name@example.com`, or `@example.com` for a whole domain. */
  pattern: z.string(),
  note: z.string().nullable(),
  created_at: z.iso.datetime(),
  created_by_name: z.string().nullable(),
});
export type BlockListEntry = Camel<z.infer<typeof BlockListEntry>>;

export const BlockListEntries = z.array(BlockListEntry);

export const BlockListAddition = z.object({
  pattern: requiredText(3, 255)
    .transform((value) => value.toLowerCase())
    .refine((value) => /^[^\s@]*@[^\s@]+\.[^\s@]+$/.test(value), 'validation.block_pattern'),
  note: optionalText(1, 255),
});
export type BlockListAddition = Camel<z.infer<typeof BlockListAddition>>;

export const BlockListParams = z.object({ id: rowIdParamRule });
