import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AuditAction, AuditQuery, AuditRecord, AuditSubjectType } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { auditLog } from './tables';

/** The one place that touches the audit log; it only ever inserts and reads. */

/** Who did it: a staff member, or the command line (no id). */
export interface Actor {
  id: number | null;
  email: string;
}

export interface AuditEntry {
  action: AuditAction;
  subjectType: AuditSubjectType;
  subjectId: string | number;
  before?: unknown;
  after?: unknown;
}

/** Records a write; call it in the same transaction as the write, so that neither happens alone. */
export async function recordAudit(db: Database, actor: Actor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: String(entry.subjectId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/**
 * The conditions of a query: an action exactly, or every action under a prefix ending in a dot
 * (`entry.`); part of the actor's email, in any case; a subject's type and id exactly. Blank is no
 * filter. strpos and starts_with take the text as it is, so `_` and `%` in it are no wildcards.
 */
function conditionsOf(query: AuditQuery): SQL | undefined {
  const { action, actor, subjectType, subjectId } = query;
  return and(
    action ? (action.endsWith('.') ? sql`starts_with(${auditLog.action}, ${action})` : eq(auditLog.action, action)) : undefined,
    actor ? sql`strpos(lower(${auditLog.actorEmail}), lower(${actor})) > 0` : undefined,
    subjectType ? eq(auditLog.subjectType, subjectType) : undefined,
    subjectId ? eq(auditLog.subjectId, subjectId) : undefined,
  );
}

/** One page of the audit log, newest first (records of one transaction share a time: the later id first). */
export async function listAuditRecords(db: Database, query: AuditQuery) {
  const where = conditionsOf(query);
  const [counted] = await db.select({ total: count() }).from(auditLog).where(where);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const items: AuditRecord[] = rows.map((row) => ({ ...row, at: row.at.toISOString() }));
  return { items, total: counted!.total };
}
