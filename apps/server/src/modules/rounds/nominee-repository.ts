import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Nominee } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { nominees } from './tables';

/** The one place that reads and writes nominees' rows. */

export type NomineeRow = typeof nominees.$inferSelect;
export type NewNominee = typeof nominees.$inferInsert;

/** A nominee's columns as every view of a nominee shows them. */
const nomineeColumns = { id: nominees.id, nickname: nominees.nickname, photo: nominees.photo, linkToPage: nominees.linkToPage };

const nomineeOrder = [asc(nominees.sort), asc(nominees.id)];

/** A nomination's nominees in a round, in the organisers' order, with the entry each stands for (null for one added by hand). */
export function readNominees(db: Database, roundId: number, nominationId: number): Promise<(Nominee & { applicationId: number | null })[]> {
  return db
    .select({ ...nomineeColumns, applicationId: nominees.applicationId })
    .from(nominees)
    .where(and(eq(nominees.roundId, roundId), eq(nominees.nominationId, nominationId)))
    .orderBy(...nomineeOrder);
}

/** A round's nominees with what stands behind each (the entry, the nomination), by nomination in the organisers' order; one nomination's when given. */
export function readRoundNominees(db: Database, roundId: number, nominationId?: number) {
  return db
    .select({ ...nomineeColumns, nominationId: nominees.nominationId, applicationId: nominees.applicationId, sort: nominees.sort })
    .from(nominees)
    .where(and(eq(nominees.roundId, roundId), nominationId === undefined ? undefined : eq(nominees.nominationId, nominationId)))
    .orderBy(nominees.nominationId, ...nomineeOrder);
}

/** Where each nominee of these rounds stands: its round and nomination. */
export function readNomineePlaces(db: Database, roundIds: number[]): Promise<{ id: number; roundId: number; nominationId: number }[]> {
  if (roundIds.length === 0) return Promise.resolve([]);
  return db.select({ id: nominees.id, roundId: nominees.roundId, nominationId: nominees.nominationId }).from(nominees).where(inArray(nominees.roundId, roundIds));
}

/** Nominees by id, as every view of a nominee shows them. */
export function readNomineesById(db: Database, ids: number[]): Promise<Nominee[]> {
  return ids.length === 0 ? Promise.resolve([]) : db.select(nomineeColumns).from(nominees).where(inArray(nominees.id, ids));
}

/** A nomination's nominees in a round as stored, in the organisers' order: what the backstage builds the list from. */
export function readNomineeRows(db: Database, roundId: number, nominationId: number): Promise<NomineeRow[]> {
  return db
    .select()
    .from(nominees)
    .where(and(eq(nominees.roundId, roundId), eq(nominees.nominationId, nominationId)))
    .orderBy(...nomineeOrder);
}

/** Whether an entry stands as a nominee in any round: its upload is then public. */
export async function isNomineeEntry(db: Database, applicationId: number): Promise<boolean> {
  const [row] = await db.select({ id: nominees.id }).from(nominees).where(eq(nominees.applicationId, applicationId)).limit(1);
  return row !== undefined;
}

/** Gives nominees their places in the list, in the order of `ids`. */
export async function setNomineeSort(db: Database, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const places = sql.join(
    ids.map((id, place) => sql`when ${id} then ${place}`),
    sql` `,
  );
  await db
    .update(nominees)
    .set({ sort: sql`(case ${nominees.id} ${places} end)::integer` })
    .where(inArray(nominees.id, ids));
}

/**
 * A nominee of the round and nomination, its row locked until the transaction ends: a vote for it
 * arriving meanwhile waits (its reference to the row needs a share of it), so what is counted is what is voided.
 */
export async function lockNominee(db: Database, roundId: number, nominationId: number, nomineeId: number): Promise<NomineeRow | undefined> {
  const [row] = await db
    .select()
    .from(nominees)
    .where(and(eq(nominees.id, nomineeId), eq(nominees.roundId, roundId), eq(nominees.nominationId, nominationId)))
    .for('update');
  return row;
}

/** Removes a nominee; its votes and jury scores go with it (their references cascade). */
export async function deleteNominee(db: Database, nomineeId: number): Promise<void> {
  await db.delete(nominees).where(eq(nominees.id, nomineeId));
}

/** Stores nominees; the stored rows, with their ids. */
export function insertNominees(db: Database, rows: NewNominee[]) {
  return db.insert(nominees).values(rows).returning();
}
