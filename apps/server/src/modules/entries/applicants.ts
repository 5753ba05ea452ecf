import type { Database } from '../../lib/db/client';
import { namesAndEmailsOf, type People } from '../users';

/**
 * An entry's applicant as the staff see them: the name and email of their account, asked of the
 * accounts for a whole page of entries at once. A withdrawn entry, whose applicant deleted their
 * account, has neither.
 */

export interface Applicant {
  applicantName: string | null;
  applicantEmail: string | null;
}

export function applicantOf(people: People, applicantId: number | null): Applicant {
  const account = people.get(applicantId);
  return { applicantName: account?.name ?? null, applicantEmail: account?.email ?? null };
}

/** The entries, in their order, each with its applicant. */
export async function withApplicants<Row extends { applicantId: number | null }>(db: Database, rows: Row[]): Promise<(Row & Applicant)[]> {
  const people = await namesAndEmailsOf(db, rows.map((row) => row.applicantId));
  return rows.map((row) => ({ ...row, ...applicantOf(people, row.applicantId) }));
}
