import { and, count, eq, gt, isNull, or } from 'drizzle-orm';
import { CONTENT_COLLECTIONS, LANGUAGES, LegendBlockItem, LegendStreamerItem, toCamel, type LiveLegend } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { legendBlocks, legendGuesses, legendStreamers } from './tables';
import { readContent } from '../content';

/**
 * With guess-repository.ts, the one place that reads and writes the legend_* tables: the blocks
 * (closing and reveal times, the legend, the streamers). What the blocks show (texts, streamers' nicknames and photos, the order) is
 * content organisers edit, read here from the content service under the same ids.
 */

export type LegendBlockRow = typeof legendBlocks.$inferSelect;

/** A block's legend is known to everyone once its reveal time has passed, and to no one before. */
export const isRevealed = (block: Pick<LegendBlockRow, 'revealedAt'>, now: Date) => block.revealedAt !== null && block.revealedAt <= now;

const bySort = <T extends { sort: number; id: number }>(a: T, b: T) => a.sort - b.sort || a.id - b.id;

/** What the blocks show, as published or (`draft`) as an organiser previews it. */
export async function readShownBlocks(db: Database, draft: boolean) {
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

/** Crowns a block's legend at `at` unless it already is by then; the block, or undefined when it already was. */
export async function crownLegend(db: Database, blockId: number, at: Date): Promise<LegendBlockRow | undefined> {
  const [block] = await db
    .update(legendBlocks)
    .set({ revealedAt: at })
    .where(and(eq(legendBlocks.id, blockId), or(isNull(legendBlocks.revealedAt), gt(legendBlocks.revealedAt, at))))
    .returning();
  return block;
}
