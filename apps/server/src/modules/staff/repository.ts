import { eq } from 'drizzle-orm';
import type { StaffRole } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { secondFactors, staffRoles } from '../../lib/db/schema';

/** The one place that reads and writes staff roles, second factors and recovery codes. */

export async function rolesOf(db: Database, userId: number): Promise<StaffRole[]> {
  const rows = await db.select({ role: staffRoles.role }).from(staffRoles).where(eq(staffRoles.userId, userId));
  return rows.map((row) => row.role as StaffRole);
}

export type SecondFactor = typeof secondFactors.$inferSelect;

export async function secondFactorOf(db: Database, userId: number): Promise<SecondFactor | undefined> {
  const [factor] = await db.select().from(secondFactors).where(eq(secondFactors.userId, userId));
  return factor;
}
