import { eq } from 'drizzle-orm';
import type { Database } from '../../lib/db/client';
import { batchAfter } from '../../lib/db/keyset';
import { votes } from './tables';

/**
 * Every vote for the export, of one round or of all, a batch at a time in id order
 * (lib/db/keyset.ts), so that a late batch of millions of votes costs what the first one did.
 */
export function votesToExport(db: Database, afterId: number, limit: number, roundId?: number) {
  const query = db
    .select({
      id: votes.id,
      userId: votes.userId,
      roundId: votes.roundId,
      nominationId: votes.nominationId,
      nomineeId: votes.nomineeId,
      createdAt: votes.createdAt,
      addressHash: votes.addressHash,
      clientHash: votes.clientHash,
      quarantinedAt: votes.quarantinedAt,
      quarantineReason: votes.quarantineReason,
    })
    .from(votes);
  return batchAfter(query.$dynamic(), votes.id, afterId, limit, roundId === undefined ? undefined : eq(votes.roundId, roundId));
}
