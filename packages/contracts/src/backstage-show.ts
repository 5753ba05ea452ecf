import { z } from 'zod';
import type { Camel } from './wire-case';
import { rowIdParamRule, rowIdRule } from './rules';
import { VOTING_ROUND_KINDS, VOTING_ROUND_STATUSES } from './voting';

/**
 * The control room of the live show: the running order of the live round's nominations, the
 * reveals, and the Legends blocks' legends. A rehearsal runs the same moves on a copy: its
 * reveals reach only the control room's preview, never a visitor.
 */

const id = z.number().int().positive();
const dateTime = z.iso.datetime();

export const ShowNomination = z.object({
  nomination_id: id,
  /** When the show revealed it; null while it waits. */
  revealed_at: dateTime.nullable(),
  /** Revealed in the rehearsal under way. */
  rehearsed: z.boolean(),
  /** Skipped by "reveal next" and left by "reveal all" until an organiser lets it go; revealing it by name is refused meanwhile. */
  held_back: z.boolean(),
  /** Neither a counted vote nor a jury score in the sealed standings (false before sealing): held back unless an organiser lets it go. */
  unvoted: z.boolean(),
});
export type ShowNomination = Camel<z.infer<typeof ShowNomination>>;

export const ShowLegendBlock = z.object({
  block_id: id,
  order_id: z.number().int(),
  title: z.string(),
  /** When the legend was crowned, live or at its scheduled time; null while hidden. */
  revealed_at: dateTime.nullable(),
  rehearsed: z.boolean(),
});
export type ShowLegendBlock = Camel<z.infer<typeof ShowLegendBlock>>;

export const ControlRoom = z.object({
  /** The round revealed in the live show (the last one set to reveal live); null when none is. */
  round: z
    .object({ id, kind: z.enum(VOTING_ROUND_KINDS), status: z.enum(VOTING_ROUND_STATUSES), sealed: z.boolean(), reveals_at: dateTime })
    .nullable(),
  running_order: z.array(ShowNomination),
  legends: z.array(ShowLegendBlock),
});
export type ControlRoom = Camel<z.infer<typeof ControlRoom>>;

export const RunningOrder = z.object({ nomination_ids: z.array(rowIdRule).min(1).max(50) });
export type RunningOrder = Camel<z.infer<typeof RunningOrder>>;

/** `next`: the first nomination of the running order not yet revealed; `nomination`: the one named; `all`: every one left. */
export const RevealRequest = z.discriminatedUnion('target', [
  z.object({ target: z.literal('next'), rehearsal: z.boolean().default(false) }),
  z.object({ target: z.literal('nomination'), nomination_id: rowIdRule, rehearsal: z.boolean().default(false) }),
  z.object({ target: z.literal('all'), rehearsal: z.boolean().default(false) }),
]);
export type RevealRequest = Camel<z.infer<typeof RevealRequest>>;

export const ShowNominationParams = z.object({ nominationId: rowIdParamRule });
/** `held_back: false` lets a nomination go, even one nobody voted in or scored. */
export const HoldRequest = z.object({ held_back: z.boolean() });
export type HoldRequest = Camel<z.infer<typeof HoldRequest>>;

export const LegendRevealParams = z.object({ blockId: rowIdParamRule });
export const LegendRevealRequest = z.object({ rehearsal: z.boolean().default(false) });
export type LegendRevealRequest = Camel<z.infer<typeof LegendRevealRequest>>;
