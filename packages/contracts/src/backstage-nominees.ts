import { z } from 'zod';
import type { Camel } from './wire-case';
import { publicUrlRule, requiredText, rowIdParamRule, rowIdRule } from './rules';
import { VOTING_ROUND_KINDS, VOTING_ROUND_STATUSES } from './voting';

/**
 * A round's nominees per nomination as organisers build them: from approved entries (entries
 * naming the same streamer page stand as one nominee), from the longlist's sealed standings for a
 * shortlist (the top N, ties decided by the organiser, plus jury wildcards), or by hand.
 */

const id = z.number().int().positive();
const count = z.number().int().nonnegative();

export const NomineeListParams = z.object({ roundId: rowIdParamRule, nominationId: rowIdParamRule });
export const NomineeParams = NomineeListParams.extend({ nomineeId: rowIdParamRule });

export const BackstageNominee = z.object({
  id,
  nickname: z.string(),
  /** An asset id or an absolute image URL; empty for a nominee without a photo. */
  photo: z.string(),
  link_to_page: z.string(),
  /** The entry whose moment the voting page shows; null for a nominee added by hand. */
  application_id: id.nullable(),
  /** Approved entries in this nomination naming the same streamer page. */
  entries: count,
  wildcard: z.boolean(),
  /** Put there by the demo seed rather than by staff. */
  demo: z.boolean(),
  /** Whether anyone has voted for it: removing it then voids those votes (never the tally itself, which stays sealed). */
  has_votes: z.boolean(),
});
export type BackstageNominee = Camel<z.infer<typeof BackstageNominee>>;

/** Approved entries of a nomination grouped by streamer page. */
export const EntryCandidate = z.object({
  page_key: z.string(),
  nickname: z.string(),
  link_to_page: z.string(),
  entries: count,
  /** The earliest approved entry, whose moment the nominee will show. */
  application_id: id,
  /** The round's nominee already standing for this streamer (adding it again is 409 `already_nominee`); null while none does. */
  nominee_id: id.nullable(),
});
export type EntryCandidate = Camel<z.infer<typeof EntryCandidate>>;

/** A nominee of the sealed longlist in its place, for building the shortlist. */
export const StandingCandidate = z.object({
  nominee_id: id,
  nickname: z.string(),
  rank: z.number().int().positive(),
  result: z.number(),
  tied: z.boolean(),
  /** Already on this round's list (as a nominee from the same streamer page). */
  chosen: z.boolean(),
});
export type StandingCandidate = Camel<z.infer<typeof StandingCandidate>>;

export const NomineeBoard = z.object({
  round: z.object({ id, kind: z.enum(VOTING_ROUND_KINDS), status: z.enum(VOTING_ROUND_STATUSES), sealed: z.boolean() }),
  nomination_id: id,
  nominees: z.array(BackstageNominee),
  entry_candidates: z.array(EntryCandidate),
  /** For a round after a sealed one: the earlier round's standings in this nomination; null otherwise. */
  standing_candidates: z.array(StandingCandidate).nullable(),
});
export type NomineeBoard = Camel<z.infer<typeof NomineeBoard>>;

export const AddNomineeRequest = z.discriminatedUnion('from', [
  z.object({ from: z.literal('entries'), page_key: requiredText(1, 500) }),
  z.object({ from: z.literal('standings'), nominee_id: rowIdRule, wildcard: z.boolean().default(false) }),
  z.object({
    from: z.literal('hand'),
    nickname: requiredText(1, 100),
    link_to_page: publicUrlRule,
    /** From `POST /api/v2/backstage/nominee-photos`. */
    photo: requiredText(1, 255),
  }),
]);
export type AddNomineeRequest = Camel<z.infer<typeof AddNomineeRequest>>;

/** The shortlist from the earlier round's standings: the top `size` per the standings, plus the listed nominees (ties at the cut, wildcards). */
export const ShortlistRequest = z.object({
  size: z.number('validation.invalid').int('validation.invalid').min(1, 'validation.invalid').max(50, 'validation.invalid'),
  /** Earlier-round nominees beyond the top `size` to take too: ties decided by the organiser. */
  also: z.array(rowIdRule).max(50).default([]),
  wildcards: z.array(rowIdRule).max(50).default([]),
});
export type ShortlistRequest = Camel<z.infer<typeof ShortlistRequest>>;

export const NomineeOrder = z.object({ nominee_ids: z.array(rowIdRule).min(1).max(200) });
export type NomineeOrder = Camel<z.infer<typeof NomineeOrder>>;

/** Removing a nominee someone voted for needs `void_votes=true`: its votes are deleted, and the audit log keeps how many. */
export const RemoveNomineeQuery = z.object({ void_votes: z.enum(['true', 'false']).default('false') });

export const NomineePhoto = z.object({ photo: z.string() });
export type NomineePhoto = Camel<z.infer<typeof NomineePhoto>>;
