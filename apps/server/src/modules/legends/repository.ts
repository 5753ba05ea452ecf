import { and, asc, count, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { LiveLegend } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { legendBlocks, legendBlockTranslations, legendGuesses, legendStreamers, users } from '../../lib/db/schema';

/** The one place that reads and writes the legend_* tables. */

export type LegendBlockRow = typeof legendBlocks.$inferSelect;
export type LegendStreamerRow = typeof legendStreamers.$inferSelect;
export type LegendTranslationRow = typeof legendBlockTranslations.$inferSelect;

/** A block's legend is known to everyone once its reveal time has passed, and to no one before. */
export const isRevealed = (block: Pick<LegendBlockRow, 'revealedAt'>, now: Date) => block.revealedAt !== null && block.revealedAt <= now;

/** Every block in order, with its streamers, translations and the number of guesses per streamer. */
export async function readBlocks(db: Database) {
  const blocks = await db.select().from(legendBlocks).orderBy(asc(legendBlocks.orderId), asc(legendBlocks.id));
  const streamers = await db.select().from(legendStreamers).orderBy(asc(legendStreamers.sort), asc(legendStreamers.id));
  const translations = await db.select().from(legendBlockTranslations).orderBy(asc(legendBlockTranslations.languageId));
  const tallies = await db
    .select({ streamerId: legendGuesses.streamerId, guesses: count() })
    .from(legendGuesses)
    .groupBy(legendGuesses.streamerId);
  const guesses = new Map(tallies.map((row) => [row.streamerId, row.guesses]));
  return blocks.map((block) => ({
    block,
    streamers: streamers.filter((s) => s.blockId === block.id).map((s) => ({ ...s, guesses: guesses.get(s.id) ?? 0 })),
    translations: translations.filter((t) => t.blockId === block.id),
  }));
}

/** The streamer ids this user guessed, one per block at most. */
export async function readGuessedStreamerIds(db: Database, userId: number): Promise<Set<number>> {
  const rows = await db.select({ streamerId: legendGuesses.streamerId }).from(legendGuesses).where(eq(legendGuesses.userId, userId));
  return new Set(rows.map((row) => row.streamerId));
}

export async function findBlock(db: Database, blockId: number): Promise<LegendBlockRow | undefined> {
  const [block] = await db.select().from(legendBlocks).where(eq(legendBlocks.id, blockId));
  return block;
}

/** The streamer a block names as its legend, as a crowning announces them; null when it names none. */
export async function readLegend(db: Database, blockId: number): Promise<LiveLegend | null> {
  const [legend] = await db
    .select({ streamerId: legendStreamers.id, nickname: legendStreamers.nickname, photo: legendStreamers.photo })
    .from(legendBlocks)
    .innerJoin(legendStreamers, eq(legendStreamers.id, legendBlocks.legendStreamerId))
    .where(eq(legendBlocks.id, blockId));
  return legend ?? null;
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
  orderId: number;
  closesAt: Date;
  revealedAt: Date | null;
  translations: { languageId: number; title: string; description: string }[];
  streamers: { nickname: string; photo: string }[];
  /** Index into `streamers` of the legend. */
  legendIndex: number;
}

/** Inserts blocks with their streamers and translations; each block's id and its streamer ids in order. */
export async function insertBlocks(db: Database, blocks: NewLegendBlock[]): Promise<{ blockId: number; streamerIds: number[] }[]> {
  const inserted: { blockId: number; streamerIds: number[] }[] = [];
  for (const { translations, streamers, legendIndex, ...block } of blocks) {
    const [{ id: blockId }] = (await db.insert(legendBlocks).values(block).returning({ id: legendBlocks.id })) as [{ id: number }];
    await db.insert(legendBlockTranslations).values(translations.map((t) => ({ ...t, blockId })));
    const rows = await db
      .insert(legendStreamers)
      .values(streamers.map((s, sort) => ({ ...s, blockId, sort })))
      .returning({ id: legendStreamers.id, sort: legendStreamers.sort });
    const streamerIds = rows.sort((a, b) => a.sort - b.sort).map((row) => row.id);
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
  return db
    .select({ name: users.name, correct: count(), rank: sql<number>`rank() over (order by count(*) desc)`.mapWith(Number) })
    .from(legendGuesses)
    .innerJoin(
      legendBlocks,
      and(eq(legendBlocks.id, legendGuesses.blockId), eq(legendBlocks.legendStreamerId, legendGuesses.streamerId), lte(legendBlocks.revealedAt, now)),
    )
    .innerJoin(users, and(eq(users.id, legendGuesses.userId), eq(users.blocked, false)))
    .groupBy(users.id, users.name)
    .orderBy(desc(count()), asc(users.id))
    .limit(limit);
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
