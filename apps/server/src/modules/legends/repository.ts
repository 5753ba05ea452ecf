import { and, asc, count, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { CONTENT_COLLECTIONS, LANGUAGES, LegendBlockItem, LegendStreamerItem, toCamel, type LiveLegend } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { legendBlocks, legendGuesses, legendStreamers } from './tables';
import { readContent } from '../content';
import { isUnblockedAccount, namesAndEmailsOf } from '../users';

/**
 * The one place that reads and writes the legend_* tables: the game (closing and reveal times, the
 * legend, guesses). What the blocks show (texts, streamers' nicknames and photos, the order) is
 * content organisers edit, read here from the content service under the same ids.
 */

export type LegendBlockRow = typeof legendBlocks.$inferSelect;

/** A block's legend is known to everyone once its reveal time has passed, and to no one before. */
export const isRevealed = (block: Pick<LegendBlockRow, 'revealedAt'>, now: Date) => block.revealedAt !== null && block.revealedAt <= now;

const bySort = <T extends { sort: number; id: number }>(a: T, b: T) => a.sort - b.sort || a.id - b.id;

/** What the blocks show, as published or (`draft`) as an organiser previews it. */
async function readShownBlocks(db: Database, draft: boolean) {
  const [blocks, streamers] = await Promise.all([
    readContent(db, CONTENT_COLLECTIONS.legendBlocks, draft).then((rows) => toCamel(LegendBlockItem.array().parse(rows))),
    readContent(db, CONTENT_COLLECTIONS.legendStreamers, draft).then((rows) => toCamel(LegendStreamerItem.array().parse(rows))),
  ]);
  return { blocks: new Map(blocks.map((block) => [block.id, block])), streamers: new Map(streamers.map((streamer) => [streamer.id, streamer])) };
}

/**
 * Every block in the content's order, with its place (`orderId`, from 1), its streamers in order
 * with their guess counts, and its texts by language id (EN=1…).
 */
export async function readBlocks(db: Database, draft = false) {
  const shown = await readShownBlocks(db, draft);
  const blocks = await db.select().from(legendBlocks);
  const streamers = await db.select({ id: legendStreamers.id, blockId: legendStreamers.blockId }).from(legendStreamers);
  const tallies = await db
    .select({ streamerId: legendGuesses.streamerId, guesses: count() })
    .from(legendGuesses)
    .groupBy(legendGuesses.streamerId);
  const guesses = new Map(tallies.map((row) => [row.streamerId, row.guesses]));
  const ordered = blocks.flatMap((block) => {
    const item = shown.blocks.get(block.id);
    return item ? [{ block, item }] : [];
  });
  return ordered
    .sort((a, b) => bySort(a.item, b.item))
    .map(({ block, item }, index) => ({
      block: { ...block, orderId: index + 1 },
      streamers: streamers
        .flatMap((streamer) => {
          const shownStreamer = shown.streamers.get(streamer.id);
          return streamer.blockId === block.id && shownStreamer ? [shownStreamer] : [];
        })
        .sort(bySort)
        .map(({ id, nickname, photo }) => ({ id, nickname, photo, guesses: guesses.get(id) ?? 0 })),
      translations: item.translations.map(({ id, languagesCode, title, description }) => ({
        id,
        languageId: LANGUAGES.find((language) => language.code === languagesCode)!.id,
        title,
        description,
      })),
    }));
}

/** The streamer ids this user guessed, one per block at most. */
export async function readGuessedStreamerIds(db: Database, userId: number): Promise<Set<number>> {
  const rows = await db.select({ streamerId: legendGuesses.streamerId }).from(legendGuesses).where(eq(legendGuesses.userId, userId));
  return new Set(rows.map((row) => row.streamerId));
}

/** The user's guesses, oldest first, each with the streamer's nickname as the content shows it (null when it no longer does). */
export async function readGuessesOf(db: Database, userId: number) {
  const [rows, shown] = [
    await db.select().from(legendGuesses).where(eq(legendGuesses.userId, userId)).orderBy(asc(legendGuesses.createdAt), asc(legendGuesses.id)),
    await readShownBlocks(db, false),
  ];
  return rows.map((row) => ({ blockId: row.blockId, streamerId: row.streamerId, streamerNickname: shown.streamers.get(row.streamerId)?.nickname ?? null, createdAt: row.createdAt }));
}

/** Deletes the user's guesses as their account goes; how many. The leaderboard no longer knows them. */
export async function deleteGuessesOf(db: Database, userId: number): Promise<number> {
  const deleted = await db.delete(legendGuesses).where(eq(legendGuesses.userId, userId)).returning({ id: legendGuesses.id });
  return deleted.length;
}

export async function findBlock(db: Database, blockId: number): Promise<LegendBlockRow | undefined> {
  const [block] = await db.select().from(legendBlocks).where(eq(legendBlocks.id, blockId));
  return block;
}

/** The streamer a block names as its legend, as a crowning announces them; null when it names none. */
export async function readLegend(db: Database, blockId: number): Promise<LiveLegend | null> {
  const [block] = await db.select({ legendStreamerId: legendBlocks.legendStreamerId }).from(legendBlocks).where(eq(legendBlocks.id, blockId));
  const streamer = block?.legendStreamerId ? (await readShownBlocks(db, false)).streamers.get(block.legendStreamerId) : undefined;
  return streamer ? { streamerId: streamer.id, nickname: streamer.nickname, photo: streamer.photo } : null;
}

export async function isStreamerInBlock(db: Database, blockId: number, streamerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: legendStreamers.id })
    .from(legendStreamers)
    .where(and(eq(legendStreamers.id, streamerId), eq(legendStreamers.blockId, blockId)));
  return row !== undefined;
}

/**
 * Stores a guess; undefined when the user already guessed in this block. The unique index
 * decides, so of concurrent identical guesses exactly one is stored.
 */
export async function addGuess(db: Database, guess: { userId: number; blockId: number; streamerId: number }) {
  const [stored] = await db.insert(legendGuesses).values(guess).onConflictDoNothing().returning();
  return stored;
}

export async function countGuesses(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(legendGuesses).where(eq(legendGuesses.userId, userId));
  return row?.n ?? 0;
}

export interface NewLegendBlock {
  closesAt: Date;
  revealedAt: Date | null;
  /** How many streamers the block offers. */
  streamers: number;
  /** Index among them of the legend. */
  legendIndex: number;
}

/** Inserts blocks with their streamers; each block's id and its streamer ids in order. What they show is content, stored apart. */
export async function insertBlocks(db: Database, blocks: NewLegendBlock[]): Promise<{ blockId: number; streamerIds: number[] }[]> {
  const inserted: { blockId: number; streamerIds: number[] }[] = [];
  for (const { streamers, legendIndex, ...block } of blocks) {
    const [{ id: blockId }] = (await db.insert(legendBlocks).values(block).returning({ id: legendBlocks.id })) as [{ id: number }];
    const rows = await db
      .insert(legendStreamers)
      .values(Array.from({ length: streamers }, () => ({ blockId })))
      .returning({ id: legendStreamers.id });
    const streamerIds = rows.map((row) => row.id).sort((a, b) => a - b);
    await db.update(legendBlocks).set({ legendStreamerId: streamerIds[legendIndex] }).where(eq(legendBlocks.id, blockId));
    inserted.push({ blockId, streamerIds });
  }
  return inserted;
}

export async function insertGuesses(db: Database, guesses: { userId: number; blockId: number; streamerId: number; createdAt: Date }[]) {
  if (guesses.length > 0) await db.insert(legendGuesses).values(guesses);
}

/**
 * Users by their right guesses among the blocks revealed by `now`, most first; equal scores share
 * a rank. Only users with a right guess appear; blocked accounts never do.
 */
export async function readTopGuessers(db: Database, now: Date, limit: number) {
  const rows = await db
    .select({ userId: legendGuesses.userId, correct: count(), rank: sql<number>`rank() over (order by count(*) desc)`.mapWith(Number) })
    .from(legendGuesses)
    .innerJoin(
      legendBlocks,
      and(eq(legendBlocks.id, legendGuesses.blockId), eq(legendBlocks.legendStreamerId, legendGuesses.streamerId), lte(legendBlocks.revealedAt, now)),
    )
    .where(isUnblockedAccount(legendGuesses.userId))
    .groupBy(legendGuesses.userId)
    .orderBy(desc(count()), asc(legendGuesses.userId))
    .limit(limit);
  const players = await namesAndEmailsOf(db, rows.map((row) => row.userId));
  // An account deleted in between has taken its guesses with it.
  return rows.flatMap(({ userId, correct, rank }) => {
    const player = players.get(userId);
    return player ? [{ name: player.name, correct, rank }] : [];
  });
}

/** Crowns a block's legend at `at` unless it already is by then; the block, or undefined when it already was. */
export async function crownLegend(db: Database, blockId: number, at: Date): Promise<LegendBlockRow | undefined> {
  const [block] = await db
    .update(legendBlocks)
    .set({ revealedAt: at })
    .where(and(eq(legendBlocks.id, blockId), or(isNull(legendBlocks.revealedAt), gt(legendBlocks.revealedAt, at))))
    .returning();
  return block;
}
