import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../lib/db/client';
import { applications, contactMessages, contactReplies, legendBlocks, legendGuesses, nominees, users, votes, votingRounds } from '../../lib/db/schema';

/**
 * What the exports read, and only read: entries, votes, guesses and contact messages, each a
 * batch at a time in id order, starting after the last id of the batch before (keyset paging, so
 * that a late batch of millions of votes costs what the first one did).
 */

/** Entries with their applicant's account, which is gone (null) once they deleted it. */
export async function readEntries(db: Database, afterId: number, limit: number) {
  return db
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
    .leftJoin(users, eq(users.id, applications.userId))
    .where(gt(applications.id, afterId))
    .orderBy(asc(applications.id))
    .limit(limit);
}

/** Votes, of one round or of all, with the nominee's nickname and the round's kind. */
export async function readVotes(db: Database, afterId: number, limit: number, roundId?: number) {
  return db
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
    .innerJoin(votingRounds, eq(votingRounds.id, votes.roundId))
    .where(and(gt(votes.id, afterId), roundId === undefined ? undefined : eq(votes.roundId, roundId)))
    .orderBy(asc(votes.id))
    .limit(limit);
}

/** Guesses with the legend of their block, null while the block names none. */
export async function readGuesses(db: Database, afterId: number, limit: number) {
  return db
    .select({
      id: legendGuesses.id,
      userId: legendGuesses.userId,
      blockId: legendGuesses.blockId,
      streamerId: legendGuesses.streamerId,
      legendStreamerId: legendBlocks.legendStreamerId,
      createdAt: legendGuesses.createdAt,
    })
    .from(legendGuesses)
    .innerJoin(legendBlocks, eq(legendBlocks.id, legendGuesses.blockId))
    .where(gt(legendGuesses.id, afterId))
    .orderBy(asc(legendGuesses.id))
    .limit(limit);
}

/** Contact messages with how many replies each was sent. */
export async function readMessages(db: Database, afterId: number, limit: number) {
  return db
    .select({
      id: contactMessages.id,
      email: contactMessages.email,
      comments: contactMessages.comments,
      language: contactMessages.language,
      createdAt: contactMessages.createdAt,
      handledAt: contactMessages.handledAt,
      replies: sql<number>`(select count(*) from ${contactReplies} where ${contactReplies.messageId} = ${contactMessages.id})`.mapWith(Number),
    })
    .from(contactMessages)
    .where(gt(contactMessages.id, afterId))
    .orderBy(asc(contactMessages.id))
    .limit(limit);
}
