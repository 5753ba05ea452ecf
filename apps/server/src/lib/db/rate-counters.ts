import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Counters every instance shares, for rate limits and failed sign-ins: a key's hits since
 * `resets_at - window`. A row past its `resets_at` counts as zero and is swept now and then.
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_counters_resets_at_idx').on(t.resetsAt)],
);
