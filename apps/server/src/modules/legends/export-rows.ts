import { eq } from 'drizzle-orm';
import type { Database } from '../../lib/db/client';
import { batchAfter } from '../../lib/db/keyset';
import { legendBlocks, legendGuesses } from './tables';

/**
 * Every guess for the export, a batch at a time in id order (lib/db/keyset.ts), with the legend of
 * its block (null while the block names none), so that the export can tell a right guess.
 */
export async function guessesToExport(db: Database, afterId: number, limit: number) {
  const query = db
    .select({
      id: legendGuesses.id,
      userId: legendGuesses.userId,
      blockId: legendGuesses.blockId,
      streamerId: legendGuesses.streamerId,
      legendStreamerId: legendBlocks.legendStreamerId,
      createdAt: legendGuesses.createdAt,
    })
    .from(legendGuesses)
    .innerJoin(legendBlocks, eq(legendBlocks.id, legendGuesses.blockId));
  return batchAfter(query.$dynamic(), legendGuesses.id, afterId, limit);
}
