import type { Database } from '../../lib/db/client';
import { auditLog } from '../../lib/db/schema';

/** The one place that touches the audit log; it only ever inserts and reads. */

/** Who did it: a staff member, or the command line (no id). */
export interface Actor {
  id: number | null;
  email: string;
}

export interface AuditEntry {
  action: string;
  subjectType: string;
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
