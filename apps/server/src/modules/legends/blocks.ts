import type { LegendBlock, LegendStreamer } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { readGuessedStreamerIds } from './guess-repository';
import { isRevealed, readBlocks } from './repository';

/** A block's streamer as the game counts them: the guesses naming them, and whether the caller's is one. */
interface StreamerGuesses {
  id: number;
  photo: string;
  nickname: string;
  guesses: number;
  guessed: boolean;
}

/**
 * The one place a streamer takes the wire's shape. The wire calls the guesses `votes` and the
 * caller's guess `voted`, names the clients already read; everywhere else they are guesses.
 */
const toWireStreamer = ({ guesses, guessed, ...streamer }: StreamerGuesses): LegendStreamer => ({ ...streamer, votes: guesses, voted: guessed });

/**
 * Every block in order with its streamers, their guess counts and its texts. The caller's guesses
 * are marked (none for a visitor); the legend's id is added only once the block is revealed. `draft`:
 * what the blocks show as an organiser previews it.
 */
export async function listBlocks(db: Database, now: Date, userId: number | null, draft = false): Promise<LegendBlock[]> {
  const blocks = await readBlocks(db, draft);
  const guessed = userId === null ? new Set<number>() : await readGuessedStreamerIds(db, userId);
  return blocks.map(({ block, streamers, translations }) => ({
    id: block.id,
    orderId: block.orderId,
    streamers: streamers.map(({ id, photo, nickname, guesses }) => toWireStreamer({ id, photo, nickname, guesses, guessed: guessed.has(id) })),
    translations: translations.map(({ id, title, description, languageId }) => ({ id, title, description, Language: { ID: languageId } })),
    closesAt: block.closesAt.toISOString(),
    ...(isRevealed(block, now) && block.legendStreamerId !== null ? { legendStreamerId: block.legendStreamerId } : {}),
  }));
}
