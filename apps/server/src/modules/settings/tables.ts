import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Season-wide settings an organiser changes: phase dates, social links, the live stream. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
