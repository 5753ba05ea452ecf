import { boolean, index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What the live show announced, in order: the id is the Server-Sent Events id a reconnecting
 * viewer replays from. Rehearsal events reach only the control room.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: serial('id').primaryKey(),
    /** reveal | legend | content | season */
    kind: text('kind').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    rehearsal: boolean('rehearsal').notNull().default(false),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('live_events_rehearsal_idx').on(t.rehearsal, t.id)],
);
