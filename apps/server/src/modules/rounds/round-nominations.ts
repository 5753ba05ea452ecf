import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../lib/db/client';
import { roundNominations } from './tables';

/** The one place that reads and writes a round's nominations as the live show runs them: their places and reveals. */

/** The nominations the control room has revealed, per round: a round revealed live shows only these. */
export async function readLiveReveals(db: Database, roundId?: number): Promise<Map<number, Set<number>>> {
  const rows = await db
    .select({ roundId: roundNominations.roundId, nominationId: roundNominations.nominationId })
    .from(roundNominations)
    .where(and(isNotNull(roundNominations.revealedAt), roundId === undefined ? undefined : eq(roundNominations.roundId, roundId)));
  const reveals = new Map<number, Set<number>>();
  for (const row of rows) reveals.set(row.roundId, (reveals.get(row.roundId) ?? new Set()).add(row.nominationId));
  return reveals;
}

/** A round's nominations as the live show runs them: their stored place in the running order, hold and reveal time. */
export function readRoundNominations(db: Database, roundId: number) {
  return db
    .select({ nominationId: roundNominations.nominationId, revealOrder: roundNominations.revealOrder, heldBack: roundNominations.heldBack, revealedAt: roundNominations.revealedAt })
    .from(roundNominations)
    .where(eq(roundNominations.roundId, roundId));
}

/** Records nominations of a round as revealed live at `at`; one already revealed keeps its time. */
export async function storeNominationsRevealed(db: Database, roundId: number, nominationIds: number[], at: Date): Promise<void> {
  if (nominationIds.length === 0) return;
  await db
    .insert(roundNominations)
    .values(nominationIds.map((nominationId) => ({ roundId, nominationId, revealedAt: at })))
    .onConflictDoUpdate({ target: [roundNominations.roundId, roundNominations.nominationId], set: { revealedAt: sql`coalesce(${roundNominations.revealedAt}, excluded.revealed_at)` } });
}

/** Stores the running order, in one statement: each nomination's place is its index in `nominationIds`. */
export async function storeRevealOrder(db: Database, roundId: number, nominationIds: number[]): Promise<void> {
  if (nominationIds.length === 0) return;
  await db
    .insert(roundNominations)
    .values(nominationIds.map((nominationId, revealOrder) => ({ roundId, nominationId, revealOrder })))
    .onConflictDoUpdate({ target: [roundNominations.roundId, roundNominations.nominationId], set: { revealOrder: sql`excluded.reveal_order` } });
}

/** Stores an organiser's choice to hold a nomination back from the reveals (true) or let it go (false). */
export async function storeHold(db: Database, roundId: number, nominationId: number, heldBack: boolean): Promise<void> {
  await db
    .insert(roundNominations)
    .values({ roundId, nominationId, heldBack })
    .onConflictDoUpdate({ target: [roundNominations.roundId, roundNominations.nominationId], set: { heldBack } });
}
