import { and, asc, eq, gt, max, sql } from 'drizzle-orm';
import type { LiveEvent, LiveEventKind } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { liveEvents } from './tables';

/** The one place that reads and writes the live events. */

/** The notification channel: its payload is an event's id, and each listener reads the row. */
export const LIVE_CHANNEL = 'live_events';
/** Any number stays the same across processes: it names the lock that orders publishers. */
const PUBLISH_LOCK_ID = 7_240_620;

export interface StoredLiveEvent {
  id: number;
  kind: LiveEventKind;
  /** The event's data in the code's (camelCase) keys. */
  data: Record<string, unknown>;
  rehearsal: boolean;
}

const fields = { id: liveEvents.id, kind: liveEvents.kind, data: liveEvents.data, rehearsal: liveEvents.rehearsal };
const asStored = (rows: { id: number; kind: string; data: Record<string, unknown>; rehearsal: boolean }[]) => rows as StoredLiveEvent[];

/**
 * Stores the event and notifies every server in the same transaction (a savepoint when `db` is
 * one already), so the notification goes out only if, and when, the event is committed. Publishers
 * take turns until they commit, so events commit in the order of their ids: a reader that has
 * seen an id has seen every event before it, and replaying "after an id" leaves no gap.
 */
export function insertLiveEvent(db: Database, event: LiveEvent, rehearsal: boolean): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PUBLISH_LOCK_ID})`);
    const [row] = await tx.insert(liveEvents).values({ kind: event.kind, data: event.data, rehearsal }).returning({ id: liveEvents.id });
    await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${String(row!.id)})`);
    return row!.id;
  });
}

export async function readLiveEvent(db: Database, id: number): Promise<StoredLiveEvent | undefined> {
  const [row] = asStored(await db.select(fields).from(liveEvents).where(eq(liveEvents.id, id)));
  return row;
}

/** The events after `afterId`, oldest first: of one audience, or of both when `rehearsal` is left out. */
export async function readLiveEventsAfter(db: Database, afterId: number, rehearsal?: boolean): Promise<StoredLiveEvent[]> {
  const audience = rehearsal === undefined ? undefined : eq(liveEvents.rehearsal, rehearsal);
  return asStored(await db.select(fields).from(liveEvents).where(and(audience, gt(liveEvents.id, afterId))).orderBy(asc(liveEvents.id)));
}

/** The newest event's id, of either audience; 0 before the first. */
export async function latestLiveEventId(db: Database): Promise<number> {
  const [row] = await db.select({ id: max(liveEvents.id) }).from(liveEvents);
  return row?.id ?? 0;
}

/** Forgets the rehearsal's events: the next rehearsal starts over. */
export async function deleteRehearsalEvents(db: Database): Promise<void> {
  await db.delete(liveEvents).where(eq(liveEvents.rehearsal, true));
}
