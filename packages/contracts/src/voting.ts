import { z } from 'zod';
import type { Camel } from './wire-case';
import { captchaTokenRule, rowIdRule } from './rules';
import { CAPTCHA_ACTIONS, actionRule } from './user';

/** Audience voting: a season's rounds, their nominees per nomination, one vote each. */

export const VOTING_ROUND_KINDS = ['longlist', 'shortlist'] as const;
export type VotingRoundKind = (typeof VOTING_ROUND_KINDS)[number];

/** Computed from the round's dates: upcoming, open until it ends, closed until its results are revealed. */
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
  status: z.enum(VOTING_ROUND_STATUSES),
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

/** A nominee's share of the votes, in percent with one decimal; the shares of a nomination add up to 100. */
export const NomineeResult = z.object({ nominee_id: id, votes: z.number().int().nonnegative(), percentage: z.number().min(0).max(100) });
export type NomineeResult = Camel<z.infer<typeof NomineeResult>>;

export const MyVote = z.object({ nominee_id: id, created_at: dateTime });
export type MyVote = Camel<z.infer<typeof MyVote>>;

/** A nomination's voting page; results stay null until the round's reveal time. */
export const VotingNomination = z.object({
  nomination: z.object({ id, title: z.string() }),
  round: VotingRound.nullable(),
  nominees: z.array(Nominee),
  my_vote: MyVote.nullable(),
  results: z.array(NomineeResult).nullable(),
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

/** The most voted nominee of a nomination in its last revealed round, for the home page. */
export const VotingWinner = z.object({ nomination_id: id, nominee: Nominee, votes: z.number().int().nonnegative(), percentage: z.number().min(0).max(100) });
export type VotingWinner = Camel<z.infer<typeof VotingWinner>>;

/** A nomination id in a path: any text, so that junk answers 404 (no such nomination) rather than 400. */
export const NominationParams = z.object({ nominationId: z.string() });
