import { and, asc, eq, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { StaffRole } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { namesAndEmailsOf } from '../users';
import { recoveryCodes, secondFactors, staffRoles } from './tables';

/** The one place that reads and writes staff roles, second factors and recovery codes. */

export async function rolesOf(db: Database, userId: number): Promise<StaffRole[]> {
  const rows = await db.select({ role: staffRoles.role }).from(staffRoles).where(eq(staffRoles.userId, userId)).orderBy(asc(staffRoles.role));
  return rows.map((row) => row.role as StaffRole);
}

export type SecondFactor = typeof secondFactors.$inferSelect;

/**
 * A reset keeps the factor's row for its version alone, which the next factor's tokens must
 * exceed; the secret is wiped, so the old authenticator app can never confirm it again.
 */
export const NO_SECRET = '';

export async function secondFactorOf(db: Database, userId: number): Promise<SecondFactor | undefined> {
  const [factor] = await db.select().from(secondFactors).where(eq(secondFactors.userId, userId));
  return factor;
}

/** Any number stays the same across processes: it names the lock that serialises role changes. */
const ROLES_LOCK_ID = 7_240_613;

/** Held until the transaction ends, so that two revocations cannot each leave the other organiser last. */
export async function lockRoles(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ROLES_LOCK_ID})`);
}

export async function organiserCount(db: Database): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(staffRoles).where(eq(staffRoles.role, 'organiser'));
  return row?.count ?? 0;
}

/** Whether the role was new to the user. */
export async function addRole(db: Database, userId: number, role: StaffRole): Promise<boolean> {
  const added = await db.insert(staffRoles).values({ userId, role }).onConflictDoNothing().returning({ role: staffRoles.role });
  return added.length === 1;
}

/** Whether the user held the role. */
export async function removeRole(db: Database, userId: number, role: StaffRole): Promise<boolean> {
  const removed = await db
    .delete(staffRoles)
    .where(and(eq(staffRoles.userId, userId), eq(staffRoles.role, role)))
    .returning({ role: staffRoles.role });
  return removed.length === 1;
}

export interface StaffMemberRow {
  id: number;
  name: string;
  email: string;
  roles: StaffRole[];
  secondFactorConfirmed: boolean;
}

/** Everyone holding a role, with their roles and whether their second factor is confirmed. */
function roleHolders(db: Database) {
  return db
    .select({
      userId: staffRoles.userId,
      roles: sql<StaffRole[]>`array_agg(${staffRoles.role} order by ${staffRoles.role})`,
      confirmedAt: secondFactors.confirmedAt,
    })
    .from(staffRoles)
    .leftJoin(secondFactors, eq(secondFactors.userId, staffRoles.userId))
    .groupBy(staffRoles.userId, secondFactors.confirmedAt);
}

/** Everyone holding a role, by email. */
export async function staffMembers(db: Database): Promise<StaffMemberRow[]> {
  const holders = new Map((await roleHolders(db)).map((holder) => [holder.userId, holder]));
  const accounts = await namesAndEmailsOf(db, holders.keys());
  return [...accounts.values()].map(({ id, name, email }) => {
    const { roles, confirmedAt } = holders.get(id)!;
    return { id, name, email, roles, secondFactorConfirmed: confirmedAt !== null };
  });
}

/** One account as the staff list shows it, whether or not it holds a role; undefined when there is no such account. */
export async function staffMember(db: Database, userId: number): Promise<StaffMemberRow | undefined> {
  const account = (await namesAndEmailsOf(db, [userId])).get(userId);
  if (!account) return undefined;
  const [roles, factor] = [await rolesOf(db, userId), await secondFactorOf(db, userId)];
  return { id: userId, name: account.name, email: account.email, roles, secondFactorConfirmed: Boolean(factor?.confirmedAt) };
}

/** Stores a new unconfirmed secret, replacing one not yet confirmed; the version stays. Undefined when a confirmed one is in the way. */
export async function storeSecret(db: Database, userId: number, secret: string): Promise<SecondFactor | undefined> {
  const [factor] = await db
    .insert(secondFactors)
    .values({ userId, secret })
    .onConflictDoUpdate({
      target: secondFactors.userId,
      set: { secret, lastStep: null, createdAt: new Date() },
      setWhere: isNull(secondFactors.confirmedAt),
    })
    .returning();
  return factor;
}

/** Confirms the pending `secret` with the step of its first code; undefined when it was confirmed or replaced meanwhile. */
export async function confirmFactor(db: Database, userId: number, secret: string, step: number): Promise<SecondFactor | undefined> {
  const [factor] = await db
    .update(secondFactors)
    .set({ confirmedAt: new Date(), lastStep: step })
    .where(and(eq(secondFactors.userId, userId), isNull(secondFactors.confirmedAt), eq(secondFactors.secret, secret), ne(secondFactors.secret, NO_SECRET)))
    .returning();
  return factor;
}

/** Uses up a 30-second step, and with it every earlier one; false when it (or a later one) was used. */
export async function useStep(db: Database, userId: number, step: number): Promise<boolean> {
  const used = await db
    .update(secondFactors)
    .set({ lastStep: step })
    .where(
      and(
        eq(secondFactors.userId, userId),
        isNotNull(secondFactors.confirmedAt),
        or(isNull(secondFactors.lastStep), lt(secondFactors.lastStep, step)),
      ),
    )
    .returning({ userId: secondFactors.userId });
  return used.length === 1;
}

export async function replaceRecoveryCodes(db: Database, userId: number, codeHashes: string[]): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

/** Marks an unused recovery code used; false when there is no such code left. */
export async function useRecoveryCode(db: Database, userId: number, codeHash: string): Promise<boolean> {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return used.length === 1;
}

/**
 * Locks the factor's row for the transaction and answers its count of codes from the app tried
 * since the last accepted one, so that concurrent guesses are counted one after the other.
 */
export async function lockCodeFailures(tx: Database, userId: number): Promise<Pick<SecondFactor, 'codeFailures' | 'lastCodeFailureAt'> | undefined> {
  const [row] = await tx
    .select({ codeFailures: secondFactors.codeFailures, lastCodeFailureAt: secondFactors.lastCodeFailureAt })
    .from(secondFactors)
    .where(eq(secondFactors.userId, userId))
    .for('update');
  return row;
}

export async function setCodeFailures(db: Database, userId: number, codeFailures: number, lastCodeFailureAt: Date | null): Promise<void> {
  await db.update(secondFactors).set({ codeFailures, lastCodeFailureAt }).where(eq(secondFactors.userId, userId));
}

/** Bumps the factor's version, keeping the factor: every token won with it stops for good, and the next code wins one of the new version. */
export async function endBackstageTokens(db: Database, userId: number): Promise<void> {
  await db.update(secondFactors).set({ version: sql`${secondFactors.version} + 1` }).where(eq(secondFactors.userId, userId));
}

/**
 * Wipes the factor and its recovery codes, and bumps the version, so that the tokens won with it
 * stop and the next factor's tokens carry a higher one. The factor as it was, if there was one.
 */
export async function wipeSecondFactor(db: Database, userId: number): Promise<SecondFactor | undefined> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  const before = await secondFactorOf(db, userId);
  if (!before) return undefined;
  await db
    .update(secondFactors)
    .set({ secret: NO_SECRET, confirmedAt: null, lastStep: null, version: sql`${secondFactors.version} + 1` })
    .where(eq(secondFactors.userId, userId));
  return before;
}
