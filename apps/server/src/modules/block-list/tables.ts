import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../lib/db/columns';
import { users } from '../users/tables';

/** Emails and whole domains (written `@example.com`) that may not apply. */
export const blockList = pgTable(
  'block_list',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased: `name@example.com` or `@example.com`. */
    pattern: text('pattern').notNull(),
    note: text('note'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('block_list_pattern_unique').on(t.pattern)],
);
