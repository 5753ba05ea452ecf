import { and, asc, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { ApplicationStatus, DeclineReason, LanguageCode } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { applications, videos } from './tables';
import { AppError, errors } from '../../lib/errors';
import { linkKey, mediaKey } from './link-keys';
import type { InspectedVideo } from './video-inspection';

/** The one place that reads and writes the applications and videos tables. */

/** An upload no application has taken within this time is removed. */
export const UNATTACHED_VIDEO_TTL_MS = 24 * 60 * 60 * 1000;

export type Application = typeof applications.$inferSelect;
export type Video = typeof videos.$inferSelect;

export interface NewApplication {
  userId: number;
  nominationId: number;
  nickname: string;
  linkToPage: string;
  media: { linkToMedia: string } | { videoId: string };
  comments?: string;
  timeCode?: string;
  language: LanguageCode;
}

export const duplicateApplication = () => new AppError(409, 'duplicate_application', 'error.duplicate_application');

/**
 * Stores an entry, attaching its uploaded video. The unique indexes on the entrant's page and
 * media per nomination decide duplicates, so concurrent identical entries store exactly one; the
 * video is claimed with a conditional update, so it joins one application at most.
 */
export async function addApplication(db: Database, entry: NewApplication, now = new Date()): Promise<Application> {
  return db.transaction(async (tx) => {
    let media: { linkToMedia: string | null; videoId: string | null; mediaKey: string };
    if ('videoId' in entry.media) {
      const [claimed] = await tx
        .update(videos)
        .set({ attachedAt: now })
        .where(
          and(
            eq(videos.id, entry.media.videoId),
            eq(videos.userId, entry.userId),
            isNull(videos.attachedAt),
            gt(videos.createdAt, new Date(now.getTime() - UNATTACHED_VIDEO_TTL_MS)),
          ),
        )
        .returning({ sha256: videos.sha256 });
      if (!claimed) throw errors.invalidField('video_id', 'validation.unknown_video');
      media = { linkToMedia: null, videoId: entry.media.videoId, mediaKey: mediaKey({ sha256: claimed.sha256 }) };
    } else {
      media = { linkToMedia: entry.media.linkToMedia, videoId: null, mediaKey: mediaKey({ link: entry.media.linkToMedia }) };
    }
    const { userId, nominationId, nickname, linkToPage, comments, timeCode, language } = entry;
    const [stored] = await tx
      .insert(applications)
      .values({ userId, nominationId, nickname, linkToPage, comments, timeCode, language, ...media, pageKey: linkKey(linkToPage), createdAt: now })
      .onConflictDoNothing()
      .returning();
    // Thrown inside the transaction, so a claimed video is released again.
    if (!stored) throw duplicateApplication();
    return stored;
  });
}

/** An entry as it already stands, its upload already in storage: the seed's demo queue. */
export interface StandingEntry {
  userId: number;
  nominationId: number;
  nickname: string;
  linkToPage: string;
  media: { linkToMedia: string } | { video: { id: string; storageKey: string; size: number } & InspectedVideo };
  comments: string | null;
  timeCode: string | null;
  language: LanguageCode;
  status: ApplicationStatus;
  declineReason: DeclineReason | null;
  decisionNote: string | null;
  decidedAt: Date | null;
  createdAt: Date;
}

/** Stores entries as they stand, each upload attached to its entry; keys are made as for a sent entry. */
export async function insertStandingEntries(db: Database, entries: StandingEntry[]): Promise<void> {
  const uploads = entries.flatMap((entry) => ('video' in entry.media ? [{ ...entry.media.video, userId: entry.userId, attachedAt: entry.createdAt, createdAt: entry.createdAt }] : []));
  if (uploads.length > 0) await db.insert(videos).values(uploads);
  await db.insert(applications).values(
    entries.map(({ media, ...entry }) => ({
      ...entry,
      linkToMedia: 'linkToMedia' in media ? media.linkToMedia : null,
      videoId: 'video' in media ? media.video.id : null,
      pageKey: linkKey(entry.linkToPage),
      mediaKey: 'video' in media ? mediaKey({ sha256: media.video.sha256 }) : mediaKey({ link: media.linkToMedia }),
    })),
  );
}

/** The user's applications, newest first. */
export function listEntriesOf(db: Database, userId: number): Promise<Application[]> {
  return db.select().from(applications).where(eq(applications.userId, userId)).orderBy(desc(applications.createdAt), desc(applications.id));
}

/** For the profile's stats. */
export async function countEntriesOf(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(applications).where(eq(applications.userId, userId));
  return row?.n ?? 0;
}

/** Held for a user while their upload is weighed against their room and stored (its second key is the user's id). */
const UPLOAD_LOCK_ID = 7_240_630;

/** Bytes of the user's uploads no entry uses yet, expired ones too until the sweep removes them. */
export async function unattachedVideoBytes(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<number>`coalesce(sum(${videos.size}), 0)`.mapWith(Number) })
    .from(videos)
    .where(and(eq(videos.userId, userId), isNull(videos.attachedAt)));
  return row?.bytes ?? 0;
}

/**
 * Stores an upload unless the user's unattached bytes would pass `maxUnattachedBytes` with it:
 * false then. One user's uploads are weighed one at a time, so two finishing together cannot
 * both fit in the room left for one.
 */
export async function addVideoWithin(
  db: Database,
  video: { id: string; userId: number; storageKey: string; size: number } & InspectedVideo,
  maxUnattachedBytes: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${UPLOAD_LOCK_ID}, ${video.userId})`);
    if ((await unattachedVideoBytes(tx, video.userId)) + video.size > maxUnattachedBytes) return false;
    await tx.insert(videos).values(video);
    return true;
  });
}

export async function findVideo(db: Database, id: string): Promise<Video | undefined> {
  const [video] = await db.select().from(videos).where(eq(videos.id, id));
  return video;
}

/** The user's uploads, attached or not, oldest first. */
export function listVideosOf(db: Database, userId: number): Promise<Video[]> {
  return db.select().from(videos).where(eq(videos.userId, userId)).orderBy(asc(videos.createdAt));
}

/**
 * Withdraws the user's entries as their account goes: linked to nobody, the applicant's comments
 * gone, what the review decided kept (a nominee may stand for the entry). How many.
 */
export async function withdrawEntriesOf(db: Database, userId: number): Promise<number> {
  const withdrawn = await db
    .update(applications)
    .set({ status: 'withdrawn', userId: null, comments: null })
    .where(eq(applications.userId, userId))
    .returning({ id: applications.id });
  return withdrawn.length;
}

/** Deletes the user's uploads (their entries let go of them); their storage keys, for the files to be removed once this commits. */
export async function deleteVideosOf(db: Database, userId: number): Promise<string[]> {
  const rows = await db.delete(videos).where(eq(videos.userId, userId)).returning({ storageKey: videos.storageKey });
  return rows.map((row) => row.storageKey);
}

/** Deletes the uploads no application took before `createdBefore`; their storage keys. */
export async function deleteUnattachedVideos(db: Database, createdBefore: Date): Promise<string[]> {
  const rows = await db
    .delete(videos)
    .where(and(isNull(videos.attachedAt), lt(videos.createdAt, createdBefore)))
    .returning({ storageKey: videos.storageKey });
  return rows.map((row) => row.storageKey);
}
