import { get, type FieldError, type FieldErrors, type Resolver } from 'react-hook-form';
import { toNestErrors } from '@hookform/resolvers';
import { camelKey, SeasonInput, toCamel, toSnake, type PhaseWindow, type Season, type SeasonRound, type TieBreak } from '@awards/contracts';
import { instantFor, toTypedTime } from '@/lib/local-time';

/** A window as the form holds it: times typed in the site language's format, in the organiser's zone. */
export interface WindowValues {
  startsAt: string;
  endsAt: string;
}

export interface RoundValues extends WindowValues {
  id: number;
  revealsAt: string;
  audienceWeight: number;
  juryWeight: number;
  tieBreak: TieBreak;
  liveReveal: boolean;
}

export interface SeasonFormValues {
  applications: WindowValues;
  rounds: RoundValues[];
  live: WindowValues;
}

const windowValues = (window: PhaseWindow, locale: string): WindowValues => ({ startsAt: toTypedTime(window.startsAt, locale), endsAt: toTypedTime(window.endsAt, locale) });

export const roundValues = (round: SeasonRound, locale: string): RoundValues => ({
  ...windowValues(round, locale),
  id: round.id,
  revealsAt: toTypedTime(round.revealsAt, locale),
  audienceWeight: round.audienceWeight,
  juryWeight: round.juryWeight,
  tieBreak: round.tieBreak,
  liveReveal: round.liveReveal,
});

export const seasonValues = (season: Season, locale: string): SeasonFormValues => ({
  applications: windowValues(season.applications, locale),
  rounds: season.rounds.map((round) => roundValues(round, locale)),
  live: windowValues(season.live, locale),
});

const windowInstants = (values: WindowValues, original: PhaseWindow | undefined, locale: string) => ({
  startsAt: instantFor(values.startsAt, original?.startsAt, locale),
  endsAt: instantFor(values.endsAt, original?.endsAt, locale),
});

/** The form's values as the wire has them: UTC instants, snake_case keys. */
function wireOf(values: SeasonFormValues, season: Season, locale: string) {
  const stored = new Map(season.rounds.map((round) => [round.id, round]));
  return toSnake({
    applications: windowInstants(values.applications, season.applications, locale),
    live: windowInstants(values.live, season.live, locale),
    rounds: values.rounds.map((round) => {
      const original = stored.get(round.id);
      return { ...round, ...windowInstants(round, original, locale), revealsAt: instantFor(round.revealsAt, original?.revealsAt, locale) };
    }),
  });
}

/** An issue's path in the form's names: `rounds.1.starts_at` is `rounds.1.startsAt`. */
const fieldName = (path: readonly PropertyKey[]) => path.map((part) => (typeof part === 'string' ? camelKey(part) : String(part))).join('.');

/**
 * The server's own schema (SeasonInput: dates, order, overlaps, weights) judges the values as the
 * wire will carry them, so the form finds every problem the server would, each on its field; the
 * times sent are the ones the organiser typed, read in their zone. A time typed but not in the
 * site language's format is told so, rather than to enter one.
 */
export function seasonResolver(season: Season, locale: string): Resolver<SeasonFormValues, unknown, SeasonInput> {
  return async (values, _context, options) => {
    const result = SeasonInput.safeParse(wireOf(values, season, locale));
    if (result.success) return { values: toCamel(result.data), errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const name = fieldName(issue.path);
      const typed = issue.message === 'validation.date' && String(get(values, name) ?? '').trim() !== '';
      errors[name] ??= { type: issue.code, message: typed ? 'validation.date_typed' : issue.message };
    }
    return { values: {}, errors: toNestErrors(errors as FieldErrors, options) };
  };
}

export const WINDOW_FIELDS = ['startsAt', 'endsAt'] as const;
export const ROUND_FIELDS = ['startsAt', 'endsAt', 'revealsAt', 'audienceWeight', 'juryWeight', 'tieBreak', 'liveReveal'] as const;
export type FieldKey = (typeof ROUND_FIELDS)[number];

/** Each field the form lets the organiser change, in page order: where its problems are listed and where the server's land. */
export function editableFields(season: Season): { name: string; section: 'applications' | 'live' | number; field: FieldKey }[] {
  const windowOf = (section: 'applications' | 'live') => WINDOW_FIELDS.map((field) => ({ name: `${section}.${field}`, section, field }));
  const rounds = season.rounds.flatMap((round, index) => (round.seal ? [] : ROUND_FIELDS.map((field) => ({ name: `rounds.${index}.${field}`, section: index, field }))));
  return [...windowOf('applications'), ...rounds, ...windowOf('live')];
}
