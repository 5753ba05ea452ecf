import { bigint, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../lib/db/columns';
import { users } from '../users/tables';

/** organiser | moderator | judge: read on every backstage request, so a revoked role stops at once. */
export const staffRoles = pgTable(
  'staff_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

/** A staff member's TOTP secret; unconfirmed until the first code from the app is given. */
export const secondFactors = pgTable('second_factors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Base32, as authenticator apps take it. */
  secret: text('secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** The latest 30-second step whose code was accepted: a code, and any earlier one, works once. */
  lastStep: bigint('last_step', { mode: 'number' }),
  /** Carried by the tokens won with this factor; a reset or a revoked role bumps it, which ends those tokens. */
  version: integer('version').notNull().default(1),
  /** Codes from the app tried on this account, from any address, since the last accepted one: past a few, each waits longer. */
  codeFailures: integer('code_failures').notNull().default(0),
  lastCodeFailureAt: timestamp('last_code_failure_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Ten single-use codes that stand in for the app; only their hashes are kept. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);
