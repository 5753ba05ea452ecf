import { z } from 'zod';
import type { Camel } from './wire-case';
import { rowIdRule } from './rules';
import { PhaseWindow } from './settings';
import { RoundSeal, TIE_BREAKS } from './results';
import { VOTING_ROUND_KINDS, VOTING_ROUND_STATUSES } from './voting';

/**
 * The season's dates as an organiser edits them: the applications window, each voting round (with
 * how its results are blended and revealed) and the live show. The voting phase the site announces
 * runs from the first round's start to the last one's end.
 */

const dateTime = z.iso.datetime({ offset: true, message: 'validation.date' });
const window = z.object({ starts_at: dateTime, ends_at: dateTime });
const weight = z.number('validation.invalid').int('validation.invalid').min(0, 'validation.weight').max(100, 'validation.weight');

export const SeasonRoundInput = z.object({
  id: rowIdRule,
  starts_at: dateTime,
  ends_at: dateTime,
  reveals_at: dateTime,
  audience_weight: weight,
  jury_weight: weight,
  tie_break: z.enum(TIE_BREAKS, 'validation.invalid'),
  /** Revealed from the control room during the live show rather than at `reveals_at`. */
  live_reveal: z.boolean('validation.invalid'),
});
export type SeasonRoundInput = Camel<z.infer<typeof SeasonRoundInput>>;

const time = (value: string) => Date.parse(value);

/**
 * Every problem of the dates at once, each on the field to change: windows end after they start,
 * rounds follow the applications and each other without overlapping, reveal no earlier than they
 * end, a live reveal falls within the live show, which comes after the voting; weights add up to 100.
 */
export const SeasonInput = z
  .object({ applications: window, live: window, rounds: z.array(SeasonRoundInput).min(1).max(10) })
  .superRefine((season, context) => {
    const problem = (path: (string | number)[], message: string) => context.addIssue({ code: 'custom', path, message });
    const windows: [(string | number)[], { starts_at: string; ends_at: string }][] = [
      [['applications'], season.applications],
      [['live'], season.live],
      ...season.rounds.map((round, index): [(string | number)[], typeof round] => [['rounds', index], round]),
    ];
    for (const [path, window] of windows) {
      if (time(window.ends_at) <= time(window.starts_at)) problem([...path, 'ends_at'], 'validation.season.ends_before_start');
    }
    season.rounds.forEach((round, index) => {
      const previousEnd = index === 0 ? season.applications.ends_at : season.rounds[index - 1]!.ends_at;
      if (time(round.starts_at) < time(previousEnd)) {
        problem(['rounds', index, 'starts_at'], index === 0 ? 'validation.season.voting_before_applications_end' : 'validation.season.rounds_overlap');
      }
      if (time(round.reveals_at) < time(round.ends_at)) problem(['rounds', index, 'reveals_at'], 'validation.season.reveal_before_end');
      if (round.live_reveal && (time(round.reveals_at) < time(season.live.starts_at) || time(round.reveals_at) >= time(season.live.ends_at))) {
        problem(['rounds', index, 'reveals_at'], 'validation.season.live_reveal_outside_show');
      }
      if (round.audience_weight + round.jury_weight !== 100) problem(['rounds', index, 'jury_weight'], 'validation.season.weights_sum');
    });
    const lastRound = season.rounds.at(-1);
    if (lastRound && time(season.live.starts_at) < time(lastRound.ends_at)) problem(['live', 'starts_at'], 'validation.season.show_before_voting_ends');
  });
export type SeasonInput = Camel<z.infer<typeof SeasonInput>>;

export const SeasonRound = SeasonRoundInput.extend({
  kind: z.enum(VOTING_ROUND_KINDS),
  status: z.enum(VOTING_ROUND_STATUSES),
  /** From sealing on, the round's dates and blend are fixed. */
  seal: RoundSeal.nullable(),
});
export type SeasonRound = Camel<z.infer<typeof SeasonRound>>;

export const Season = z.object({ applications: PhaseWindow, live: PhaseWindow, rounds: z.array(SeasonRound) });
export type Season = Camel<z.infer<typeof Season>>;
