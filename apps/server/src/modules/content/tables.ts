import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, bytea } from '../../lib/db/columns';
import { users } from '../users/tables';

/** Content-service items: one row per item of a collection, the item itself as JSON. */
export const contentItems = pgTable(
  'content_items',
  {
    collection: text('collection').notNull(),
    id: integer('id').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.collection, t.id] })],
);

/**
 * An image of the content. Its bytes are in the asset storage (DATA_DIR/assets or the S3 bucket)
 * under `storage_key`; a row the seed wrote, or one from before images were stored there, holds them
 * in `body` until the server's start moves them: never both, never neither.
 */
export const contentAssets = pgTable(
  'content_assets',
  {
    id: text('id').primaryKey(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    storageKey: text('storage_key'),
    body: bytea('body'),
    createdAt: createdAt(),
  },
  (t) => [check('content_assets_bytes_in_one_place', sql`num_nonnulls(${t.storageKey}, ${t.body}) = 1`)],
);

/**
 * An item's unpublished state, one row per item an organiser changed since the last publish: its
 * whole data as it will be published, or null when it is to be removed. A publish applies them all.
 */
export const contentDrafts = pgTable(
  'content_drafts',
  {
    collection: text('collection').notNull(),
    itemId: integer('item_id').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>(),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.collection, t.itemId] })],
);

/**
 * Each published state of the content, whole (every collection's items, tens of kilobytes): what
 * the site showed from `published_at`, compared and restored from the backstage.
 */
export const contentVersions = pgTable('content_versions', {
  id: serial('id').primaryKey(),
  /** `{ [collection]: items }`, in the wire's keys. */
  snapshot: jsonb('snapshot').$type<Record<string, Record<string, unknown>[]>>().notNull(),
  /** Null for the content as it was first stored, before any publish. */
  publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
  publishedByEmail: text('published_by_email'),
  restoredFrom: integer('restored_from'),
  added: integer('added').notNull().default(0),
  changed: integer('changed').notNull().default(0),
  removed: integer('removed').notNull().default(0),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
});
