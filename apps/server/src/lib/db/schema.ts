import { sql } from 'drizzle-orm';
import { boolean, customType, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased; unique regardless of how it was typed. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** Null until the user chooses a password after the first one-time password. */
    passwordHash: text('password_hash'),
    oneTimePasswordHash: text('one_time_password_hash'),
    oneTimePasswordExpiresAt: timestamp('one_time_password_expires_at', { withTimezone: true }),
    /** Bumped on every password change: tokens carrying an older version are revoked. */
    tokenVersion: integer('token_version').notNull().default(0),
    language: text('language').notNull().default('EN'),
    blocked: boolean('blocked').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_unique').on(sql`lower(${t.email})`)],
);

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  comments: text('comments').notNull(),
  language: text('language').notNull(),
  createdAt: createdAt(),
});

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

export const contentAssets = pgTable('content_assets', {
  id: text('id').primaryKey(),
  filename: text('filename').notNull(),
  contentType: text('content_type').notNull(),
  body: bytea('body').notNull(),
  createdAt: createdAt(),
});
