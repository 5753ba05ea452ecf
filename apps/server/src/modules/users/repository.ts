import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../lib/db/client';
import { users } from './tables';
import { mailboxOf } from './mailbox';
import type { OneTimePassword } from './passwords';

/** The one place that reads and writes the users table. */

export type Account = typeof users.$inferSelect;

/** Matches the unique index on lower(email), so any spelling finds the one account. */
const sameEmail = (email: string) => sql`lower(${users.email}) = ${email.toLowerCase()}`;

export async function findAccountByEmail(db: Database, email: string): Promise<Account | undefined> {
  const [account] = await db.select().from(users).where(sameEmail(email));
  return account;
}

export async function findAccountById(db: Database, id: number): Promise<Account | undefined> {
  const [account] = await db.select().from(users).where(eq(users.id, id));
  return account;
}

/**
 * What a bearer token is checked against, for many accounts in one query (the signed-in requests
 * arriving together), prepared once per database: every signed-in request runs it.
 */
export function prepareSessionAccounts(db: Database) {
  const query = db
    .select({ id: users.id, name: users.name, email: users.email, tokenVersion: users.tokenVersion, blocked: users.blocked })
    .from(users)
    .where(sql`${users.id} = any(${sql.placeholder('ids')}::integer[])`)
    .prepare('session_accounts');
  return (ids: readonly number[]) => query.execute({ ids: [...new Set(ids)] });
}
export type SessionAccount = Awaited<ReturnType<ReturnType<typeof prepareSessionAccounts>>>[number];

/** The account the email's mailbox belongs to, however the email is tagged or dotted. */
export async function findAccountByMailbox(db: Database, email: string): Promise<Account | undefined> {
  const [account] = await db.select().from(users).where(eq(users.mailbox, mailboxOf(email)));
  return account;
}

/**
 * The account, locked until the transaction ends: a vote or entry being stored for it waits (its
 * reference to the row needs a key-share lock), so none slips in while the account is deleted.
 */
export async function lockAccount(db: Database, id: number): Promise<Account | undefined> {
  const [account] = await db.select().from(users).where(eq(users.id, id)).for('update');
  return account;
}

/** Deletes the row; what references it goes with it or lets go of it, as its foreign keys say. */
export async function deleteAccountRow(db: Database, id: number): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

/**
 * Creates an account holding its first one-time password; undefined when the email, or another
 * spelling of its mailbox, is taken. The unique indexes decide, so of two sign-ups racing with one
 * mailbox exactly one wins.
 */
export async function createAccount(
  db: Database,
  fields: { email: string; name: string; language: string; oneTimePassword: OneTimePassword; signUpAddressHash?: string },
): Promise<Account | undefined> {
  const [account] = await db
    .insert(users)
    .values({
      email: fields.email.toLowerCase(),
      mailbox: mailboxOf(fields.email),
      signUpAddressHash: fields.signUpAddressHash,
      name: fields.name,
      language: fields.language,
      oneTimePasswordHash: fields.oneTimePassword.hash,
      oneTimePasswordExpiresAt: fields.oneTimePassword.expiresAt,
    })
    .onConflictDoNothing()
    .returning();
  return account;
}

/**
 * Stores accounts that sign in by no password (seeded viewers, test voters): they have none and
 * no one-time password. The stored rows, in the order given.
 */
export function insertPasswordlessAccounts(db: Database, rows: { email: string; name: string; language?: string }[]): Promise<Account[]> {
  return db
    .insert(users)
    .values(rows.map((row) => ({ ...row, mailbox: mailboxOf(row.email) })))
    .returning();
}

/** Replaces any unused one-time password; the current password is left alone. */
export async function storeOneTimePassword(db: Database, id: number, oneTimePassword: OneTimePassword): Promise<void> {
  await db
    .update(users)
    .set({ oneTimePasswordHash: oneTimePassword.hash, oneTimePasswordExpiresAt: oneTimePassword.expiresAt, updatedAt: new Date() })
    .where(eq(users.id, id));
}

/**
 * Uses up the one-time password with this hash. Only one of two sign-ins racing with it wins.
 * Using it also retires the old password: whoever reads the mailbox now chooses the next one.
 */
export async function consumeOneTimePassword(db: Database, id: number, hash: string): Promise<boolean> {
  const consumed = await db
    .update(users)
    .set({ oneTimePasswordHash: null, oneTimePasswordExpiresAt: null, passwordHash: null, updatedAt: new Date() })
    .where(and(eq(users.id, id), eq(users.oneTimePasswordHash, hash)))
    .returning({ id: users.id });
  return consumed.length === 1;
}

/** Sets the password and bumps the token version, which revokes every token issued before. */
export async function setPassword(db: Database, id: number, passwordHash: string): Promise<Account | undefined> {
  const [account] = await db
    .update(users)
    .set({
      passwordHash,
      oneTimePasswordHash: null,
      oneTimePasswordExpiresAt: null,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, id))
    .returning();
  return account;
}
