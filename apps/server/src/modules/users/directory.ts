import { ilike, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../lib/db/client';
import { users } from './tables';

/**
 * What other modules' listings ask of accounts: who the people on a page of their rows are, and
 * which accounts their queries may keep. Each listing reads its own rows first and then asks here
 * once for all their accounts, so that no module reads the users table.
 */

export interface Person {
  id: number;
  name: string;
  email: string;
}

/** Accounts by id; asked for null, a reference to nobody, it answers undefined as for a deleted account. */
export type People = ReadonlyMap<number | null, Person>;

/**
 * The name and email of each account given, in one query, by email order (a Map keeps it); an id
 * without an account (deleted) is left out. No ids ask nothing of the database.
 */
export async function namesAndEmailsOf(db: Database, ids: Iterable<number | null>): Promise<People> {
  const wanted = [...new Set([...ids].filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.id, wanted))
    .orderBy(users.email);
  return new Map(rows.map((person) => [person.id, person]));
}

/** For a query's condition: the account `accountId` names has an email matching the ILIKE `pattern`. */
export const emailMatches = (accountId: SQLWrapper, pattern: string): SQL =>
  sql`${accountId} in (select ${users.id} from ${users} where ${ilike(users.email, pattern)})`;

/** For a query's condition: the account `accountId` names exists and is not blocked. */
export const isUnblockedAccount = (accountId: SQLWrapper): SQL => sql`${accountId} in (select ${users.id} from ${users} where not ${users.blocked})`;
