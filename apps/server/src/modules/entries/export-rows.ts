import { sql } from 'drizzle-orm';
import type { Database } from '../../lib/db/client';
import { batchAfter } from '../../lib/db/keyset';
import { withApplicants } from './applicants';
import { applications } from './tables';

/**
 * Every entry for the export, a batch at a time in id order (lib/db/keyset.ts), with its
 * applicant's name and email (null once they deleted their account).
 */
export async function entriesToExport(db: Database, afterId: number, limit: number) {
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
      applicantId: applications.userId,
    })
    .from(applications);
  return withApplicants(db, await batchAfter(query.$dynamic(), applications.id, afterId, limit));
}
