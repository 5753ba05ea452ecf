import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../lib/db/columns';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased; unique regardless of how it was typed. */
    email: text('email').notNull(),
    /**
     * The mailbox the email reaches (modules/users/mailbox.ts): one account per mailbox, however
     * tagged or dotted. Null only for the later accounts of a mailbox that had several before the
     * rule; they keep working.
     */
    mailbox: text('mailbox'),
    /** Keyed hash of the address the account was created from (lib/address-hash.ts), for the integrity console. */
    signUpAddressHash: text('sign_up_address_hash'),
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
  (t) => [uniqueIndex('users_email_unique').on(sql`lower(${t.email})`), uniqueIndex('users_mailbox_unique').on(t.mailbox), index('users_created_idx').on(t.createdAt)],
);
