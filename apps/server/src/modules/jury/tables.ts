import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { nominees, votingRounds } from '../rounds/tables';
import { users } from '../users/tables';

/** A judge's account and the jury member (an item of the `judges` content collection) the site shows for it. */
export const judges = pgTable('judges', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  juryMemberId: integer('jury_member_id').notNull(),
});

/** A nomination of a round a judge scores; a declared conflict of interest makes the judge abstain there. */
export const judgeAssignments = pgTable(
  'judge_assignments',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roundId: integer('round_id')
      .notNull()
      .references(() => votingRounds.id, { onDelete: 'cascade' }),
    nominationId: integer('nomination_id').notNull(),
    conflictDeclaredAt: timestamp('conflict_declared_at', { withTimezone: true }),
    conflictNote: text('conflict_note'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roundId, t.nominationId] }), index('judge_assignments_round_idx').on(t.roundId, t.nominationId)],
);

/** A judge's score of a nominee, 1 to 10; changeable until the round is sealed. */
export const juryScores = pgTable(
  'jury_scores',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nomineeId: integer('nominee_id')
      .notNull()
      .references(() => nominees.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.nomineeId] }), index('jury_scores_nominee_idx').on(t.nomineeId), check('jury_scores_score_range', sql`${t.score} between 1 and 10`)],
);
