import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../lib/db/columns';
import { users } from '../users/tables';

/** An uploaded video file; removed when no application takes it within 24 hours. */
export const videos = pgTable(
  'videos',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Where the storage keeps the bytes (a file name under DATA_DIR/videos today). */
    storageKey: text('storage_key').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** mp4 | mov | webm | mkv, decided from the file's bytes. */
    type: text('type').notNull(),
    mimeType: text('mime_type').notNull(),
    sha256: text('sha256').notNull(),
    attachedAt: timestamp('attached_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('videos_unattached_idx').on(t.createdAt).where(sql`${t.attachedAt} is null`)],
);

export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    /** Null once the applicant deleted their account: the entry stays, withdrawn, linked to nobody. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    nominationId: integer('nomination_id').notNull(),
    nickname: text('nickname').notNull(),
    linkToPage: text('link_to_page').notNull(),
    linkToMedia: text('link_to_media'),
    videoId: uuid('video_id').references(() => videos.id, { onDelete: 'set null' }),
    comments: text('comments'),
    timeCode: text('time_code'),
    /** in_progress | approved | declined | withdrawn */
    status: text('status').notNull().default('in_progress'),
    /** Normalised streamer page and media: one user enters each at most once per nomination. */
    pageKey: text('page_key').notNull(),
    mediaKey: text('media_key').notNull(),
    language: text('language').notNull().default('EN'),
    /** video_not_2025 | off_topic | duplicate | broken_link | not_allowed | other, with a declined status. */
    declineReason: text('decline_reason'),
    /** The staff member's note to the applicant, mailed with the decision. */
    decisionNote: text('decision_note'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('applications_status_created_idx').on(t.status, t.createdAt),
    index('applications_page_key_idx').on(t.pageKey),
    uniqueIndex('applications_user_nomination_page_unique').on(t.userId, t.nominationId, t.pageKey),
    uniqueIndex('applications_user_nomination_media_unique').on(t.userId, t.nominationId, t.mediaKey),
    uniqueIndex('applications_video_unique').on(t.videoId),
    index('applications_user_idx').on(t.userId, t.createdAt),
  ],
);
