import { z } from 'zod';
import type { Camel } from './wire-case';
import { rowIdRule } from './rules';

/** Legends of the Year, the guessing game: blocks of streamers, one of whom is the block's hidden legend. */

const id = z.number().int().positive();
const dateTime = z.iso.datetime();

export const LegendStreamer = z.object({
  id,
  /** An asset id, served at `{content}/assets/{id}`. */
  photo: z.string(),
  nickname: z.string(),
  /** How many guesses name this streamer (the wire's legacy name: the code calls them guesses). */
  votes: z.number().int().nonnegative(),
  /** Whether the signed-in caller guessed this streamer; always false for a visitor (the code's `guessed`). */
  voted: z.boolean(),
});
export type LegendStreamer = Camel<z.infer<typeof LegendStreamer>>;

/** A block's texts in one language, named by its id as `{ID}` (EN=1, SP=2, RU=3, PT=4: the ids of LANGUAGES). */
export const LegendTranslation = z.object({
  id,
  title: z.string(),
  description: z.string(),
  Language: z.object({ ID: z.number().int() }),
});
export type LegendTranslation = Camel<z.infer<typeof LegendTranslation>>;

/**
 * A block: its streamers, its texts, when guessing closes and, once revealed and only then, the
 * legend's streamer id.
 */
export const LegendBlock = z.object({
  id,
  order_id: z.number().int(),
  streamers: z.array(LegendStreamer),
  translations: z.array(LegendTranslation),
  closes_at: dateTime,
  legend_streamer_id: id.optional(),
});
export type LegendBlock = Camel<z.infer<typeof LegendBlock>>;

export const LegendBlocks = z.array(LegendBlock);

export const GuessRequest = z.object({ block_id: rowIdRule, streamer_id: rowIdRule });
export type GuessRequest = Camel<z.infer<typeof GuessRequest>>;

export const GuessResponse = z.object({ id, block_id: id, streamer_id: id, created_at: dateTime });
export type GuessResponse = Camel<z.infer<typeof GuessResponse>>;

/** One leaderboard line: a shortened display name, never an email; equal scores share a rank. */
export const LeaderboardEntry = z.object({ rank: z.number().int().positive(), name: z.string(), correct: z.number().int().positive() });
export type LeaderboardEntry = Camel<z.infer<typeof LeaderboardEntry>>;

export const Leaderboard = z.array(LeaderboardEntry);
export type Leaderboard = Camel<z.infer<typeof Leaderboard>>;
