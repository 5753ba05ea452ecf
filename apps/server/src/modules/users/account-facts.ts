import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../lib/db/client';
import { users } from './tables';

/**
 * Accounts as other modules' statements join them: subqueries the database reads as the users
 * table itself, so that a vote checks its voter's account in the one statement that stores it,
 * and the integrity console weighs a round's million votes by their voters' accounts in one query.
 */

/** The accounts that may vote: those not blocked, with the token version their tokens must carry. */
export const accountsThatMayVote = (db: Database) =>
  db.select({ id: users.id, tokenVersion: users.tokenVersion }).from(users).where(eq(users.blocked, false)).as('voting_accounts');

/** What the integrity console weighs of an account: when and from which address it was created, its email, mailbox and mail domain (after the last @). */
export const accountFacts = (db: Database, name = 'account_facts') =>
  db
    .select({
      id: users.id,
      createdAt: users.createdAt,
      signUpAddressHash: users.signUpAddressHash,
      email: users.email,
      mailbox: users.mailbox,
      domain: sql<string>`substring(${users.email} from '[^@]*$')`.as('domain'),
    })
    .from(users)
    .as(name);
