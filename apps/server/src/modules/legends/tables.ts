import { index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../lib/db/columns';
import { users } from '../users/tables';

/**
 * Legends of the Year, the game: each block's closing time and hidden legend, and which streamers
 * it offers. What a block and its streamers show is content (`legend_blocks`, `legend_streamers`,
 * under the same ids).
 */
export const legendBlocks = pgTable('legend_blocks', {
  id: serial('id').primaryKey(),
  closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
  /** The right answer: hidden until `revealedAt` has passed. */
  legendStreamerId: integer('legend_streamer_id'),
  revealedAt: timestamp('revealed_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const legendStreamers = pgTable('legend_streamers', {
  id: serial('id').primaryKey(),
  blockId: integer('block_id')
    .notNull()
    .references(() => legendBlocks.id, { onDelete: 'cascade' }),
});

export const legendGuesses = pgTable(
  'legend_guesses',
  {
    id: serial('id').primaryKey(),
    blockId: integer('block_id')
      .notNull()
      .references(() => legendBlocks.id, { onDelete: 'cascade' }),
    streamerId: integer('streamer_id')
      .notNull()
      .references(() => legendStreamers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('legend_guesses_one_per_user_block').on(t.userId, t.blockId), index('legend_guesses_streamer_idx').on(t.streamerId)],
);
