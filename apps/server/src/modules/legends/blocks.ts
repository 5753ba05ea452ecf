import type { LegendBlock } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { isRevealed, readBlocks, readGuessedStreamerIds } from './repository';

/**
 * The blocks in spec section 3's shape. `voted` marks the caller's guesses (none for a visitor);
 * the legend's id is added only once the block is revealed.
 */
export async function listBlocks(db: Database, now: Date, userId: number | null): Promise<LegendBlock[]> {
  const blocks = await readBlocks(db);
  const guessed = userId === null ? new Set<number>() : await readGuessedStreamerIds(db, userId);
  return blocks.map(({ block, streamers, translations }) => ({
    id: block.id,
    order_id: block.orderId,
    streamers: streamers.map(({ id, photo, nickname, votes }) => ({ id, photo, nickname, votes, voted: guessed.has(id) })),
    translations: translations.map(({ id, title, description, languageId }) => ({ id, title, description, Language: { ID: languageId } })),
    closes_at: block.closesAt.toISOString(),
    ...(isRevealed(block, now) && block.legendStreamerId !== null ? { legend_streamer_id: block.legendStreamerId } : {}),
  }));
}
