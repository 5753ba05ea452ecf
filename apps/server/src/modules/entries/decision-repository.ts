import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DeclineReason } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { namesAndEmailsOf } from '../users';
import { applications } from './tables';

/**
 * The decisions on entries, as the backstage makes them, and the approved entries the nominees are
 * chosen from: the rest of the applications table's reads and writes, with repository.ts and
 * review-repository.ts.
 */

/** What a decision reads of an entry, and its mail needs. */
export interface DecisionSubject {
  id: number;
  status: string;
  declineReason: string | null;
  decisionNote: string | null;
  nominationId: number;
  nickname: string;
  language: string;
  /** Null for a withdrawn entry, which is never decided. */
  applicantEmail: string | null;
}

/**
 * The entries a decision is about; with `lock`, locked until the transaction ends, so that two
 * decisions on one entry take turns and the second sees the first.
 */
export async function readForDecision(db: Database, ids: number[], options: { lock: boolean }): Promise<DecisionSubject[]> {
  const query = db
    .select({
      id: applications.id,
      status: applications.status,
      declineReason: applications.declineReason,
      decisionNote: applications.decisionNote,
      nominationId: applications.nominationId,
      nickname: applications.nickname,
      language: applications.language,
      applicantId: applications.userId,
    })
    .from(applications)
    .where(inArray(applications.id, ids))
    .orderBy(asc(applications.id));
  const rows = await (options.lock ? query.for('update') : query);
  const applicants = await namesAndEmailsOf(db, rows.map((row) => row.applicantId));
  return rows.map(({ applicantId, ...entry }) => ({ ...entry, applicantEmail: applicants.get(applicantId)?.email ?? null }));
}

export interface DecisionState {
  status: 'approved' | 'declined';
  declineReason: DeclineReason | null;
  decisionNote: string | null;
  decidedAt: Date;
  decidedBy: number | null;
}

export async function writeDecision(db: Database, id: number, state: DecisionState): Promise<void> {
  await db.update(applications).set(state).where(eq(applications.id, id));
}

/**
 * A nomination's approved entries grouped by streamer page (one page's only, when given): how many
 * name it, and the earliest of them, whose nickname, link and moment a nominee from them takes.
 * Most entries first, then the earliest.
 */
export async function readApprovedEntryGroups(db: Database, nominationId: number, pageKey?: string) {
  const groups = await db
    .selectDistinctOn([applications.pageKey], {
      pageKey: applications.pageKey,
      applicationId: applications.id,
      nickname: applications.nickname,
      linkToPage: applications.linkToPage,
      entries: sql<number>`count(*) over (partition by ${applications.pageKey})`.mapWith(Number),
    })
    .from(applications)
    .where(and(eq(applications.nominationId, nominationId), eq(applications.status, 'approved'), pageKey === undefined ? undefined : eq(applications.pageKey, pageKey)))
    .orderBy(applications.pageKey, asc(applications.createdAt), asc(applications.id));
  return groups.sort((a, b) => b.entries - a.entries || a.applicationId - b.applicationId);
}
export type EntryGroup = Awaited<ReturnType<typeof readApprovedEntryGroups>>[number];
