import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../lib/db/columns';
import { nominees, votingRounds } from '../rounds/tables';
import { users } from '../users/tables';

export const votes = pgTable(
  'votes',
  {
    id: serial('id').primaryKey(),
    roundId: integer('round_id')
      .notNull()
      .references(() => votingRounds.id, { onDelete: 'cascade' }),
    nominationId: integer('nomination_id').notNull(),
    nomineeId: integer('nominee_id')
      .notNull()
      .references(() => nominees.id, { onDelete: 'cascade' }),
    /** Null once the voter deleted their account: the vote still counts, linked to nobody. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Keyed hash of the voter's address and user agent; null once the voter deleted their account. */
    clientHash: text('client_hash'),
    /** Keyed hash of the voter's address alone, which a changed user agent does not hide; null for votes cast before it was kept, and once the voter deleted their account. */
    addressHash: text('address_hash'),
    /** Set while an organiser holds the vote out of the tally; the vote itself is never deleted. */
    quarantinedAt: timestamp('quarantined_at', { withTimezone: true }),
    quarantinedBy: integer('quarantined_by').references(() => users.id, { onDelete: 'set null' }),
    /** The signal (or the organiser's note) the vote was quarantined for. */
    quarantineReason: text('quarantine_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('votes_one_per_user_round_nomination').on(t.userId, t.roundId, t.nominationId),
    index('votes_nominee_idx').on(t.nomineeId),
    index('votes_round_created_idx').on(t.roundId, t.createdAt),
  ],
);
