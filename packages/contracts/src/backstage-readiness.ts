import { z } from 'zod';
import { LANGUAGE_CODES, type LanguageCode } from './languages';
import type { SeasonMoment } from './season-calendar';
import { VOTING_ROUND_KINDS } from './voting';
import type { Camel } from './wire-case';

/**
 * What is ready for the season's next step, as the backstage's overview and scripts read it: the
 * phase now, the next moment, and each check with what it found and where that is fixed.
 */

const id = z.number().int().positive();
const count = z.number().int().nonnegative();
const dateTime = z.iso.datetime();
const roundKind = z.enum(VOTING_ROUND_KINDS);

/** Where the season stands, named by the moment it waits for (`nextMoment`). */
export const SEASON_PHASES = ['before_applications', 'applications', 'before_voting', 'voting', 'before_show', 'show', 'results'] as const;
export type SeasonPhase = (typeof SEASON_PHASES)[number];

const MOMENT_KINDS = ['applications-open', 'applications-close', 'voting-opens', 'voting-closes', 'show-starts', 'show-live', 'results'] as const satisfies readonly SeasonMoment['kind'][];

/** The checks, in the order the overview lists them. */
export const READINESS_CHECKS = [
  'overdue_entries',
  'thin_nominations',
  'unvoted_nominations',
  'unscored_judges',
  'judge_voted',
  'unsealed_rounds',
  'no_stream_channels',
  'missing_texts',
] as const;
export type ReadinessCheckKind = (typeof READINESS_CHECKS)[number];

/** A nomination of a round, as several checks name it. */
const roundNomination = { round_id: id, round_kind: roundKind, nomination_id: id, nomination: z.string() };

/** One check: what it found (`count`, with at most ITEMS_SHOWN of its `items`), each item and the whole list with the backstage page (path and query) where it is fixed. */
const check = <Kind extends ReadinessCheckKind, Item extends z.ZodRawShape>(kind: Kind, item: Item) =>
  z.object({ kind: z.literal(kind), count, fix: z.string(), items: z.array(z.object({ ...item, fix: z.string() })) });

/** A check lists this many of its items at most; its count counts them all. */
export const ITEMS_SHOWN = 50;

/** Each check with its items: ids to act on and the names a person reads. */
export const ReadinessCheck = z.discriminatedUnion('kind', [
  /** Entries under review past the 60-hour promise, oldest first. */
  check('overdue_entries', { entry_id: id, nomination_id: id, nomination: z.string(), nickname: z.string(), sent_at: dateTime }),
  /** Nominations of an upcoming round with fewer than two nominees: a vote between fewer is none. */
  check('thin_nominations', { ...roundNomination, nominees: count }),
  /** Nominations with nominees, of a round from its opening until it is revealed, without a counted vote. */
  check('unvoted_nominations', { ...roundNomination, live_reveal: z.boolean() }),
  /** A judge's nomination, of a round not yet revealed, with nominees left to score and no conflict declared. */
  check('unscored_judges', { ...roundNomination, user_id: id, name: z.string(), scored: count, nominees: count }),
  /** A judge who voted in a nomination of the round they score it in, without declaring a conflict there. */
  check('judge_voted', { ...roundNomination, user_id: id, name: z.string() }),
  /** Rounds past their end and not sealed; one not revealed live is sealed at its reveal time by the schedule. */
  check('unsealed_rounds', { round_id: id, round_kind: roundKind, ended_at: dateTime, reveals_at: dateTime, live_reveal: z.boolean() }),
  /** The round the live show reveals, while no stream channel is published. */
  check('no_stream_channels', { round_id: id, round_kind: roundKind }),
  /** A text of the content (published, or the draft) blank in a language. */
  check('missing_texts', { collection: z.string(), item_id: id, language: z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]]), field: z.string() }),
]);
export type ReadinessCheck = Camel<z.infer<typeof ReadinessCheck>>;
export type ReadinessItem<Kind extends ReadinessCheckKind> = Extract<ReadinessCheck, { kind: Kind }>['items'][number];

export const ReadinessQuery = z.object({
  /** Only this round's findings among the checks of rounds (the confirmation before sealing or revealing it). */
  round_id: z.coerce.number().int().positive().optional(),
});
export type ReadinessQuery = Camel<z.infer<typeof ReadinessQuery>>;

export const Readiness = z.object({
  /** Where the season stands, and the moment it waits for; both null before the season's dates are set. */
  phase: z.enum(SEASON_PHASES).nullable(),
  next: z.object({ kind: z.enum(MOMENT_KINDS), at: dateTime.nullable(), round: roundKind.nullable() }).nullable(),
  /**
   * Every check the caller's roles may fix, found or not (`count` 0): organisers get them all,
   * moderators the entries' alone, as they work on no other of these sections.
   */
  checks: z.array(ReadinessCheck),
});
export type Readiness = Camel<z.infer<typeof Readiness>>;
