import { desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../lib/db/client';
import { namesAndEmailsOf } from '../users';
import { blockList } from './tables';

/** The one place that reads and writes the block list. */

export interface BlockedPattern {
  id: number;
  pattern: string;
  note: string | null;
  createdAt: Date;
  createdByName: string | null;
}

type PatternRow = typeof blockList.$inferSelect;

/** The patterns with the name of the staff member who added each (null once their account is gone). */
async function withCreators(db: Database, rows: PatternRow[]): Promise<BlockedPattern[]> {
  const creators = await namesAndEmailsOf(db, rows.map((row) => row.createdBy));
  return rows.map(({ id, pattern, note, createdAt, createdBy }) => ({ id, pattern, note, createdAt, createdByName: creators.get(createdBy)?.name ?? null }));
}

/** Every pattern, the latest added first. */
export async function readBlockList(db: Database): Promise<BlockedPattern[]> {
  return withCreators(db, await db.select().from(blockList).orderBy(desc(blockList.createdAt), desc(blockList.id)));
}

export async function findPattern(db: Database, id: number): Promise<BlockedPattern | undefined> {
  const [row] = await withCreators(db, await db.select().from(blockList).where(eq(blockList.id, id)));
  return row;
}

/** Stores a lower-cased pattern; undefined when it is already listed (the unique index decides). */
export async function insertPattern(db: Database, entry: { pattern: string; note?: string; createdBy: number }) {
  const [row] = await db.insert(blockList).values(entry).onConflictDoNothing().returning();
  return row;
}

export async function deletePattern(db: Database, id: number): Promise<boolean> {
  const removed = await db.delete(blockList).where(eq(blockList.id, id)).returning({ id: blockList.id });
  return removed.length === 1;
}

/**
 * The patterns that would block `email`: the address itself, its domain and every parent domain
 * (`@example.com` blocks `a@mail.example.com` too), never a bare top-level domain.
 */
export function patternsFor(email: string): string[] {
  const address = email.trim().toLowerCase();
  const labels = address.slice(address.lastIndexOf('@') + 1).split('.');
  const domains = labels.slice(0, -1).map((_, index) => `@${labels.slice(index).join('.')}`);
  return [address, ...domains];
}

/** Whether the address, or its domain, is on the block list. */
export async function isBlocked(db: Database, email: string): Promise<boolean> {
  const [row] = await db.select({ id: blockList.id }).from(blockList).where(inArray(blockList.pattern, patternsFor(email))).limit(1);
  return row !== undefined;
}
