import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every backstage write, append-only (a trigger refuses UPDATE and DELETE). The actor's id and
 * email are copied, not referenced, so that the record outlives the account.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Null for the command line. */
    actorId: integer('actor_id'),
    actorEmail: text('actor_email').notNull(),
    /** e.g. role.grant, entry.decide, block_list.add */
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_action_idx').on(t.action, t.at), index('audit_log_subject_idx').on(t.subjectType, t.subjectId)],
);
