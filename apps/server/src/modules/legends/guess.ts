import type { GuessRequest, GuessResponse } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { AppError, errors } from '../../lib/errors';
import { addGuess } from './guess-repository';
import { findBlock, isRevealed, isStreamerInBlock } from './repository';

/** Records the user's one guess in a block while the block takes guesses. */
export async function placeGuess(db: Database, userId: number, guess: GuessRequest, now: Date): Promise<GuessResponse> {
  const block = await findBlock(db, guess.blockId);
  if (!block || !(await isStreamerInBlock(db, block.id, guess.streamerId))) throw errors.notFound();
  // A revealed block is closed too, whatever its close time says: the answer is out.
  if (now >= block.closesAt || isRevealed(block, now)) throw new AppError(409, 'guessing_closed', 'error.guessing_closed');
  const stored = await addGuess(db, { userId, blockId: block.id, streamerId: guess.streamerId });
  if (!stored) throw new AppError(409, 'already_guessed', 'error.already_guessed');
  return { id: stored.id, blockId: stored.blockId, streamerId: stored.streamerId, createdAt: stored.createdAt.toISOString() };
}
