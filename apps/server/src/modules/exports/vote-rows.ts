import type { Database } from '../../lib/db/client';
import { nomineeNicknames, roundKinds } from '../rounds';
import { votesToExport } from '../voting';

/**
 * A batch of votes for the export, of one round or of all, each with its round's kind and its
 * nominee's nickname, asked of the rounds for the whole batch at once.
 */
export async function readVotes(db: Database, afterId: number, limit: number, roundId?: number) {
  const batch = await votesToExport(db, afterId, limit, roundId);
  const kinds = await roundKinds(db, batch.map((vote) => vote.roundId));
  const nicknames = await nomineeNicknames(db, batch.map((vote) => vote.nomineeId));
  return batch.map((vote) => ({ ...vote, roundKind: kinds.get(vote.roundId) ?? null, nomineeNickname: nicknames.get(vote.nomineeId) ?? null }));
}
