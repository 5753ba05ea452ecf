import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../lib/db/client';
import { batchAfter } from '../../lib/db/keyset';
import { contactMessages } from '../contact/tables';
import { applications } from '../entries/tables';
import { legendBlocks, legendGuesses } from '../legends/tables';
import { nominees, votingRounds } from '../rounds/tables';
import { users } from '../users/tables';
import { votes } from '../voting/tables';
import { messageColumns } from '../contact';

/**
 * What the exports read, and only read: entries, votes, guesses and contact messages, each a
 * batch at a time in id order (lib/db/keyset.ts), so that a late batch of millions of votes costs
 * what the first one did.
 */

/** Entries with their applicant's account, which is gone (null) once they deleted it. */
export async function readEntries(db: Database, afterId: number, limit: number) {
  const query = db
    .select({
      id: applications.id,
      nominationId: applications.nominationId,
      nickname: applications.nickname,
      linkToPage: applications.linkToPage,
      linkToMedia: applications.linkToMedia,
      hasVideo: sql<boolean>`${applications.videoId} is not null`,
      status: applications.status,
      declineReason: applications.declineReason,
      language: applications.language,
      createdAt: applications.createdAt,
      decidedAt: applications.decidedAt,
      applicantName: users.name,
      applicantEmail: users.email,
    })
    .from(applications)
    .leftJoin(users, eq(users.id, applications.userId));
  return batchAfter(query.$dynamic(), applications.id, afterId, limit);
}

/** Votes, of one round or of all, with the nominee's nickname and the round's kind. */
export async function readVotes(db: Database, afterId: number, limit: number, roundId?: number) {
  const query = db
    .select({
      id: votes.id,
      userId: votes.userId,
      roundId: votes.roundId,
      roundKind: votingRounds.kind,
      nominationId: votes.nominationId,
      nomineeId: votes.nomineeId,
      nomineeNickname: nominees.nickname,
      createdAt: votes.createdAt,
      addressHash: votes.addressHash,
      clientHash: votes.clientHash,
      quarantinedAt: votes.quarantinedAt,
      quarantineReason: votes.quarantineReason,
    })
    .from(votes)
    .innerJoin(nominees, eq(nominees.id, votes.nomineeId))
    .innerJoin(votingRounds, eq(votingRounds.id, votes.roundId));
  return batchAfter(query.$dynamic(), votes.id, afterId, limit, roundId === undefined ? undefined : eq(votes.roundId, roundId));
}

/** Guesses with the legend of their block, null while the block names none. */
export async function readGuesses(db: Database, afterId: number, limit: number) {
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

/** Contact messages as the inbox reads them, with how many replies each was sent. */
export async function readMessages(db: Database, afterId: number, limit: number) {
  return batchAfter(db.select(messageColumns).from(contactMessages).$dynamic(), contactMessages.id, afterId, limit);
}
