import { z } from 'zod';
import type { Camel } from './wire-case';

/**
 * A round's results: each nominee's audience share and jury share blended by the round's weights,
 * computed once when an organiser seals the round and stored as canonical JSON whose SHA-256 digest
 * the public site shows, so anyone can check the downloaded standings against it.
 */

/** Which share decides between equal results: the audience's first, or the jury's first. */
export const TIE_BREAKS = ['audience_then_jury', 'jury_then_audience'] as const;
export type TieBreak = (typeof TIE_BREAKS)[number];

/**
 * How a nomination's first place was decided: the larger result; between equal results the larger
 * audience share or the larger jury mean; still equal, the nominees' order; one nominee with votes or
 * scores is `uncontested`; no votes and no scores at all is `none` (no winner).
 */
export const DECIDED_BY = ['result', 'audience_share', 'jury_mean', 'order', 'uncontested', 'none'] as const;
export type DecidedBy = (typeof DECIDED_BY)[number];

export const STANDINGS_FORMAT = 'awards-standings/1';

const id = z.number().int().positive();
const count = z.number().int().nonnegative();
const fraction = z.number().min(0).max(1);
const weight = z.number().int().min(0).max(100);

export const NomineeStanding = z.object({
  /** 1 for the winner; every nominee has its own place, ties decided by the round's rule. */
  rank: z.number().int().positive(),
  nominee_id: id,
  nickname: z.string(),
  votes: count,
  /** Its votes over all votes in the nomination, to six decimals. */
  audience_share: fraction,
  /** How many judges scored it, their scores' sum and mean (null without scores, to four decimals). */
  jury_scores: count,
  jury_sum: count,
  jury_mean: z.number().min(1).max(10).nullable(),
  /** Its mean over the sum of the nominees' means, to six decimals. */
  jury_share: fraction,
  /** Points out of 100, to four decimals. */
  result: z.number().min(0).max(100),
  /** Another nominee of the nomination has the same result. */
  tied: z.boolean(),
});
export type NomineeStanding = Camel<z.infer<typeof NomineeStanding>>;

export const NominationStanding = z.object({
  nomination_id: id,
  total_votes: count,
  /** Judges who scored in the nomination, and judges who abstained for a conflict of interest. */
  judges: count,
  abstentions: count,
  /** The weights that applied, out of 100: a share nobody gave (no votes, or no scores) weighs 0, the other 100. */
  weights: z.object({ audience: weight, jury: weight }),
  decided_by: z.enum(DECIDED_BY),
  nominees: z.array(NomineeStanding),
});
export type NominationStanding = Camel<z.infer<typeof NominationStanding>>;

export const RoundStandings = z.object({
  format: z.literal(STANDINGS_FORMAT),
  round: z.object({
    id,
    kind: z.string(),
    starts_at: z.iso.datetime(),
    ends_at: z.iso.datetime(),
    audience_weight: weight,
    jury_weight: weight,
    tie_break: z.enum(TIE_BREAKS),
  }),
  sealed_at: z.iso.datetime(),
  nominations: z.array(NominationStanding),
});
export type RoundStandings = Camel<z.infer<typeof RoundStandings>>;

/** What the public sees of a sealed round from its sealing on: when, and the digest of its standings. */
export const RoundSeal = z.object({ sealed_at: z.iso.datetime(), digest: z.string().regex(/^[0-9a-f]{64}$/) });
export type RoundSeal = Camel<z.infer<typeof RoundSeal>>;
