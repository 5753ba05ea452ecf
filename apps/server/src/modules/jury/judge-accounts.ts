import { inArray } from 'drizzle-orm';
import type { Database } from '../../lib/db/client';
import { rolesOf, staffMembers } from '../staff';
import { findAccountById } from '../users';
import { judges } from './tables';

/** Judges as the jury page lists them: the account holding the judge role, and the jury member the site shows for it. */
export interface JudgeAccount {
  userId: number;
  name: string;
  email: string;
  juryMemberId: number | null;
}

/** The jury member each of these accounts is linked to. */
async function juryMembersOf(db: Database, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.select().from(judges).where(inArray(judges.userId, userIds));
  return new Map(rows.map((row) => [row.userId, row.juryMemberId]));
}

/** Every account holding the judge role, with the jury member it is linked to, by name. */
export async function readJudgeAccounts(db: Database): Promise<JudgeAccount[]> {
  const holders = (await staffMembers(db)).filter((member) => member.roles.includes('judge'));
  const links = await juryMembersOf(db, holders.map((holder) => holder.id));
  return holders
    .map(({ id, name, email }) => ({ userId: id, name, email, juryMemberId: links.get(id) ?? null }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.userId - b.userId);
}

/** One account, judge or not (`isJudge`), with the language its mail is written in; undefined when there is no such account. */
export async function findAccount(db: Database, userId: number): Promise<(JudgeAccount & { language: string; isJudge: boolean }) | undefined> {
  const account = await findAccountById(db, userId);
  if (!account) return undefined;
  const [roles, links] = [await rolesOf(db, userId), await juryMembersOf(db, [userId])];
  return { userId, name: account.name, email: account.email, language: account.language, juryMemberId: links.get(userId) ?? null, isJudge: roles.includes('judge') };
}
