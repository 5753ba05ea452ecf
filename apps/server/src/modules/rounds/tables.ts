import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../lib/db/columns';
import { applications } from '../entries/tables';
import { users } from '../users/tables';

export const votingRounds = pgTable('voting_rounds', {
  id: serial('id').primaryKey(),
  /** longlist | shortlist */
  kind: text('kind').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  /** Results are hidden until this moment, unless the round is revealed live (then until the control room reveals them). */
  revealsAt: timestamp('reveals_at', { withTimezone: true }).notNull(),
  /** Points out of 100 the audience's votes and the jury's scores weigh in a nominee's result. */
  audienceWeight: integer('audience_weight').notNull().default(70),
  juryWeight: integer('jury_weight').notNull().default(30),
  /** audience_then_jury | jury_then_audience: which share decides between equal results. */
  tieBreak: text('tie_break').notNull().default('audience_then_jury'),
  /** Revealed nomination by nomination from the control room during the live show, not at `revealsAt`. */
  liveReveal: boolean('live_reveal').notNull().default(false),
  /** For a round revealed live: when the control room revealed its last nomination. */
  revealedAt: timestamp('revealed_at', { withTimezone: true }),
  sealedAt: timestamp('sealed_at', { withTimezone: true }),
  sealedBy: integer('sealed_by').references(() => users.id, { onDelete: 'set null' }),
  /** The standings computed at sealing, as canonical JSON: exactly the bytes `standingsDigest` is the SHA-256 of. */
  standings: text('standings'),
  standingsDigest: text('standings_digest'),
  createdAt: createdAt(),
});

/** A nomination in a round: its place in the live show's running order, whether it is held back there, and when it was revealed there. */
export const roundNominations = pgTable(
  'round_nominations',
  {
    roundId: integer('round_id')
      .notNull()
      .references(() => votingRounds.id, { onDelete: 'cascade' }),
    nominationId: integer('nomination_id').notNull(),
    revealOrder: integer('reveal_order').notNull().default(0),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
    /** An organiser's choice: true held back from "reveal next" and "reveal all", false let go; null leaves it to the sealed standings (held back with neither votes nor scores). */
    heldBack: boolean('held_back'),
  },
  (t) => [primaryKey({ columns: [t.roundId, t.nominationId] })],
);

export const nominees = pgTable(
  'nominees',
  {
    id: serial('id').primaryKey(),
    roundId: integer('round_id')
      .notNull()
      .references(() => votingRounds.id, { onDelete: 'cascade' }),
    nominationId: integer('nomination_id').notNull(),
    nickname: text('nickname').notNull(),
    /** A content asset id or an absolute image URL. */
    photo: text('photo').notNull(),
    linkToPage: text('link_to_page').notNull(),
    applicationId: integer('application_id').references(() => applications.id, { onDelete: 'set null' }),
    /** The normalised streamer page: entries naming the same page stand as this one nominee. */
    pageKey: text('page_key'),
    /** Put on the shortlist by the jury rather than by the longlist's standings. */
    wildcard: boolean('wildcard').notNull().default(false),
    /** Put there by the demo seed, not by staff: the backstage marks it, so nobody takes it for a real nominee. */
    demo: boolean('demo').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('nominees_round_nomination_idx').on(t.roundId, t.nominationId), uniqueIndex('nominees_round_nomination_page_unique').on(t.roundId, t.nominationId, t.pageKey)],
);
