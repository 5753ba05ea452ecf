import type { GuessRequest, GuessResponse } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { AppError, errors } from '../../lib/errors';
import { addGuess, findBlock, isRevealed, isStreamerInBlock } from './repository';

/** Records the user's one guess in a block while the block takes guesses. */
export async function placeGuess(db: Database, userId: number, guess: GuessRequest, now: Date): Promise<GuessResponse> {
  const block = await findBlock(db, guess.block_id);
  if (!block || !(await isStreamerInBlock(db, block.id, guess.streamer_id))) throw errors.notFound();
  // A revealed block is closed too, whatever its close time says: the answer is out.
  if (now >= block.closesAt || isRevealed(block, now)) throw new AppError(409, 'guessing_closed', 'error.guessing_closed');
  const stored = await addGuess(db, { userId, blockId: block.id, streamerId: guess.streamer_id });
  if (!stored) throw new AppError(409, 'already_guessed', 'error.already_guessed');
  return { id: stored.id, block_id: stored.blockId, streamer_id: stored.streamerId, created_at: stored.createdAt.toISOString() };
}
