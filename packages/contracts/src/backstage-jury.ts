import { z } from 'zod';
import type { Camel } from './wire-case';
import { optionalText, rowIdParamRule, rowIdRule } from './rules';
import { EntryClip } from './clip';
import { VOTING_ROUND_KINDS } from './voting';

/**
 * The jury in the backstage: organisers link each judge's account to the jury member the site
 * shows and assign them nominations of rounds; judges score each nominee there from 1 to 10, or
 * declare a conflict of interest and abstain. A judge never sees votes or other judges' scores.
 */

const id = z.number().int().positive();
const count = z.number().int().nonnegative();
const dateTime = z.iso.datetime();

export const JUDGE_SCORE_MIN = 1;
export const JUDGE_SCORE_MAX = 10;

/** A nomination of a round a judge is assigned, with how far the judge has come there. */
export const JudgingTask = z.object({
  round_id: id,
  round_kind: z.enum(VOTING_ROUND_KINDS),
  nomination_id: id,
  nominees: count,
  scored: count,
  conflict_declared_at: dateTime.nullable(),
  /** Scores count until the round is sealed; after that the sheet is read-only. */
  sealed: z.boolean(),
});
export type JudgingTask = Camel<z.infer<typeof JudgingTask>>;

export const Judge = z.object({
  user_id: id,
  name: z.string(),
  email: z.string(),
  /** The `judges` content item the site shows for this judge; null until an organiser links one. */
  jury_member_id: id.nullable(),
  tasks: z.array(JudgingTask),
});
export type Judge = Camel<z.infer<typeof Judge>>;

/** A jury member as the site shows it, by its English name, to link a judge's account to. */
export const JuryMember = z.object({ id, name: z.string() });
export type JuryMember = Camel<z.infer<typeof JuryMember>>;

export const JuryOverview = z.object({ judges: z.array(Judge), jury_members: z.array(JuryMember) });
export type JuryOverview = Camel<z.infer<typeof JuryOverview>>;

export const JudgeParams = z.object({ userId: rowIdParamRule });

export const JudgeSetup = z.object({
  jury_member_id: rowIdRule.nullable(),
  assignments: z.array(z.object({ round_id: rowIdRule, nomination_id: rowIdRule })).max(500),
});
export type JudgeSetup = Camel<z.infer<typeof JudgeSetup>>;

export const JudgingTasks = z.object({ items: z.array(JudgingTask) });
export type JudgingTasks = Camel<z.infer<typeof JudgingTasks>>;

export const JudgingParams = z.object({ roundId: rowIdParamRule, nominationId: rowIdParamRule });
export const ScoreParams = JudgingParams.extend({ nomineeId: rowIdParamRule });

export const JudgingNominee = z.object({
  id,
  nickname: z.string(),
  photo: z.string(),
  link_to_page: z.string(),
  /** The nominated moment, from the entry the nominee stands for; null for a nominee added by hand. */
  clip: EntryClip.nullable(),
  time_code: z.string().nullable(),
  my_score: z.number().int().min(JUDGE_SCORE_MIN).max(JUDGE_SCORE_MAX).nullable(),
});
export type JudgingNominee = Camel<z.infer<typeof JudgingNominee>>;

export const JudgingSheet = z.object({
  task: JudgingTask,
  conflict_note: z.string().nullable(),
  nominees: z.array(JudgingNominee),
});
export type JudgingSheet = Camel<z.infer<typeof JudgingSheet>>;

export const ScoreRequest = z.object({
  score: z
    .number('validation.score')
    .int('validation.score')
    .min(JUDGE_SCORE_MIN, 'validation.score')
    .max(JUDGE_SCORE_MAX, 'validation.score'),
});
export type ScoreRequest = Camel<z.infer<typeof ScoreRequest>>;

export const ConflictRequest = z.object({ note: optionalText(1, 500) });
export type ConflictRequest = Camel<z.infer<typeof ConflictRequest>>;
