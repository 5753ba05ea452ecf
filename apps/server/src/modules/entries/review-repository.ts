import { and, asc, desc, eq, ilike, inArray, lt, ne, not, or, sql, type SQL } from 'drizzle-orm';
import { REVIEW_HOURS, type EntryQuery } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { emailMatches, namesAndEmailsOf } from '../users';
import { applicantOf, withApplicants } from './applicants';
import { applications, videos } from './tables';

/**
 * The backstage's reads of the applications table (with repository.ts and decision-repository.ts,
 * the only code touching it): the review queue, and one entry with its neighbours and its clip.
 * The applicant's name and email are their account's (./applicants.ts), as the queue searches and
 * shows them: a withdrawn entry, whose applicant deleted their account, has neither.
 */

const rowFields = {
  id: applications.id,
  nominationId: applications.nominationId,
  nickname: applications.nickname,
  linkToPage: applications.linkToPage,
  linkToMedia: applications.linkToMedia,
  videoId: applications.videoId,
  applicantId: applications.userId,
  language: applications.language,
  status: applications.status,
  createdAt: applications.createdAt,
};

/** When an entry still under review received before this moment broke the review promise. */
export const overdueSince = (now: Date) => new Date(now.getTime() - REVIEW_HOURS * 3600_000);

const overdue = (now: Date) => and(eq(applications.status, 'in_progress'), lt(applications.createdAt, overdueSince(now)))!;

/** Every entry still under review past the promise at `now`, oldest first: what the season's readiness lists. */
export function readOverdueEntries(db: Database, now: Date) {
  return db
    .select({ id: applications.id, nominationId: applications.nominationId, nickname: applications.nickname, createdAt: applications.createdAt })
    .from(applications)
    .where(overdue(now))
    .orderBy(asc(applications.createdAt), asc(applications.id));
}

/** `%` and `_` in the searched text are themselves, not wildcards. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

function queueFilter(query: EntryQuery, now: Date): SQL | undefined {
  const search = query.q ? containing(query.q) : undefined;
  return and(
    query.nominationId ? eq(applications.nominationId, query.nominationId) : undefined,
    query.status ? eq(applications.status, query.status) : undefined,
    query.overdue === undefined ? undefined : query.overdue ? overdue(now) : not(overdue(now)),
    search
      ? or(ilike(applications.nickname, search), ilike(applications.linkToPage, search), ilike(applications.linkToMedia, search), emailMatches(applications.userId, search))
      : undefined,
  );
}

const SORT_COLUMNS = {
  created_at: applications.createdAt,
  nickname: sql`lower(${applications.nickname})`,
  nomination_id: applications.nominationId,
  status: applications.status,
} as const;

/**
 * One page of the queue in one query: the rows, the count of all that match (a window count) and
 * the overdue entries among all entries (an uncorrelated subquery, run once, on the status and
 * created_at index). A page past the end has no row to carry the counts, so only then they are
 * counted apart.
 */
export async function readQueuePage(db: Database, query: EntryQuery, now: Date) {
  const where = queueFilter(query, now);
  // Inside the subquery, "applications" names its own FROM, not the outer row.
  const overdueCount = sql<number>`(select count(*)::int from ${applications} where ${overdue(now)})`;
  const order = query.order === 'desc' ? desc : asc;
  const rows = await db
    .select({ ...rowFields, total: sql<number>`(count(*) over ())::int`, overdueCount })
    .from(applications)
    .where(where)
    .orderBy(order(SORT_COLUMNS[query.sort]), order(applications.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  if (rows.length > 0) return { rows: await withApplicants(db, rows), total: rows[0]!.total, overdueCount: rows[0]!.overdueCount };
  const [counts] = await db.select({ total: sql<number>`count(*)::int`, overdueCount }).from(applications).where(where);
  return { rows: [], total: counts!.total, overdueCount: counts!.overdueCount };
}

/** One entry with what its page shows besides the row: comments, the upload and the decision. */
export async function readEntry(db: Database, id: number) {
  const [row] = await db
    .select({
      ...rowFields,
      pageKey: applications.pageKey,
      comments: applications.comments,
      timeCode: applications.timeCode,
      declineReason: applications.declineReason,
      decisionNote: applications.decisionNote,
      decidedAt: applications.decidedAt,
      decidedBy: applications.decidedBy,
      videoMimeType: videos.mimeType,
    })
    .from(applications)
    .leftJoin(videos, eq(videos.id, applications.videoId))
    .where(eq(applications.id, id));
  if (!row) return undefined;
  const { decidedBy, ...entry } = row;
  const people = await namesAndEmailsOf(db, [entry.applicantId, decidedBy]);
  return { ...entry, ...applicantOf(people, entry.applicantId), decidedByName: people.get(decidedBy)?.name ?? null };
}

/** Entries beside one entry's page (same streamer page, same applicant), newest first, at most a hundred. */
async function readNeighbours(db: Database, where: SQL, exceptId: number) {
  const rows = await db
    .select(rowFields)
    .from(applications)
    .where(and(where, ne(applications.id, exceptId)))
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(100);
  return withApplicants(db, rows);
}

export type EntryRecord = Awaited<ReturnType<typeof readNeighbours>>[number];

export const readSameStreamer = (db: Database, pageKey: string, exceptId: number) => readNeighbours(db, eq(applications.pageKey, pageKey), exceptId);
/** A withdrawn entry's applicant is nobody: it has no such neighbours. */
export const readSameApplicant = async (db: Database, userId: number | null, exceptId: number) =>
  userId === null ? [] : readNeighbours(db, eq(applications.userId, userId), exceptId);

/** The uploaded video of an entry, for its signed clip address. */
export async function findEntryVideo(db: Database, id: number) {
  const [video] = await db
    .select({ storageKey: videos.storageKey, size: videos.size, mimeType: videos.mimeType })
    .from(applications)
    .innerJoin(videos, eq(videos.id, applications.videoId))
    .where(eq(applications.id, id));
  return video;
}

/** What an entry's clip is made of, for entries by id (absent ids are left out). */
export function readClipSources(db: Database, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: applications.id,
      videoId: applications.videoId,
      videoMimeType: videos.mimeType,
      linkToMedia: applications.linkToMedia,
      linkToPage: applications.linkToPage,
      timeCode: applications.timeCode,
    })
    .from(applications)
    .leftJoin(videos, eq(videos.id, applications.videoId))
    .where(inArray(applications.id, ids));
}
