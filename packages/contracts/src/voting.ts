import { z } from 'zod';
import type { Camel } from './wire-case';
import { captchaTokenRule, rowIdRule } from './rules';
import { CAPTCHA_ACTIONS } from './captcha-actions';
import { actionRule } from './user';
import { DECIDED_BY, RoundSeal, TIE_BREAKS } from './results';
import { EntryClip } from './clip';

/** Audience voting: a season's rounds, their nominees per nomination, one vote each. */

export const VOTING_ROUND_KINDS = ['longlist', 'shortlist'] as const;
export type VotingRoundKind = (typeof VOTING_ROUND_KINDS)[number];

/**
 * Computed from the round's dates: upcoming, open until it ends, closed until its results are
 * revealed (at the reveal time, or by the control room for a round revealed in the live show).
 */
export const VOTING_ROUND_STATUSES = ['upcoming', 'open', 'closed', 'revealed'] as const;
export type VotingRoundStatus = (typeof VOTING_ROUND_STATUSES)[number];

const id = z.number().int().positive();
const dateTime = z.iso.datetime();

export const VotingRound = z.object({
  id,
  kind: z.enum(VOTING_ROUND_KINDS),
  starts_at: dateTime,
  ends_at: dateTime,
  reveals_at: dateTime,
  /** Revealed nomination by nomination during the live show; `reveals_at` is then when the show plans it. */
  live_reveal: z.boolean(),
  status: z.enum(VOTING_ROUND_STATUSES),
  /** From the sealing on: when, and the SHA-256 of the standings downloadable after the reveal. */
  seal: RoundSeal.nullable(),
});
export type VotingRound = Camel<z.infer<typeof VotingRound>>;

/** The open round, so the web app can say 'Voting period started', and the next. */
export const CurrentVoting = z.object({ round: VotingRound.nullable(), next_round: VotingRound.nullable() });
export type CurrentVoting = Camel<z.infer<typeof CurrentVoting>>;

export const Nominee = z.object({
  id,
  nickname: z.string(),
  /** An asset id, served at `{content}/assets/{id}`, or an absolute image URL. */
  photo: z.string(),
  link_to_page: z.string(),
});
export type Nominee = Camel<z.infer<typeof Nominee>>;

/**
 * A nominee on the voting page, with the moment it is nominated for: the entry's upload (public
 * once the entry is a nominee; nothing loads before the visitor presses play) or its linked clip,
 * a platform's player loaded on click at the time code. Null for a nominee added by hand.
 */
export const VotingNominee = Nominee.extend({ clip: EntryClip.nullable(), time_code: z.string().nullable() });
export type VotingNominee = Camel<z.infer<typeof VotingNominee>>;

/**
 * A nominee's sealed result: its votes and their share in percent to the nearest tenth (equal votes,
 * equal shares), its jury mean, its blended result out of 100 and its place.
 */
export const NomineeResult = z.object({
  nominee_id: id,
  rank: z.number().int().positive(),
  votes: z.number().int().nonnegative(),
  percentage: z.number().min(0).max(100),
  jury_mean: z.number().min(1).max(10).nullable(),
  result: z.number().min(0).max(100),
  tied: z.boolean(),
});
export type NomineeResult = Camel<z.infer<typeof NomineeResult>>;

export const MyVote = z.object({ nominee_id: id, created_at: dateTime });
export type MyVote = Camel<z.infer<typeof MyVote>>;

/** How a nomination's winner was decided: the weights that applied, the round's tie-break, what separated first from second. */
export const ResultDecision = z.object({
  weights: z.object({ audience: z.number().int(), jury: z.number().int() }),
  tie_break: z.enum(TIE_BREAKS),
  decided_by: z.enum(DECIDED_BY),
});
export type ResultDecision = Camel<z.infer<typeof ResultDecision>>;

/** A nomination's voting page; results (in rank order) and their decision stay null until the nomination is revealed. */
export const VotingNomination = z.object({
  nomination: z.object({ id, title: z.string() }),
  round: VotingRound.nullable(),
  nominees: z.array(VotingNominee),
  my_vote: MyVote.nullable(),
  results: z.array(NomineeResult).nullable(),
  decision: ResultDecision.nullable(),
});
export type VotingNomination = Camel<z.infer<typeof VotingNomination>>;

export const VoteRequest = z.object({
  nominee_id: rowIdRule,
  captcha_token: captchaTokenRule,
  action: actionRule(CAPTCHA_ACTIONS.vote),
});
export type VoteRequest = Camel<z.infer<typeof VoteRequest>>;

export const VoteResponse = z.object({ id, round_id: id, nomination_id: id, nominee_id: id, created_at: dateTime });
export type VoteResponse = Camel<z.infer<typeof VoteResponse>>;

/** The first of a nomination's sealed standings in its last revealed round, for the home page. */
export const VotingWinner = z.object({
  nomination_id: id,
  nominee: Nominee,
  votes: z.number().int().nonnegative(),
  percentage: z.number().min(0).max(100),
  result: z.number().min(0).max(100),
});
export type VotingWinner = Camel<z.infer<typeof VotingWinner>>;

/** A nomination id in a path: any text, so that junk answers 404 (no such nomination) rather than 400. */
export const NominationParams = z.object({ nominationId: z.string() });
