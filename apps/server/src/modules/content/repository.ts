import { and, asc, count, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { CONTENT_ITEM_SCHEMAS, toSnake, type Camel, type ContentCollection } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { namesAndEmailsOf } from '../users';
import { contentAssets, contentDrafts, contentItems, contentVersions } from './tables';
import type { Row } from './query/shape';

/**
 * The one place that reads and writes the content tables; other modules read content through here.
 * Items are stored as the service answers them, in the wire's (snake_case) keys.
 */

/** The notification channel on which every write to published content or images tells every server (see notifyChanged). */
export const CONTENT_CHANNEL = 'content_changes';

/**
 * Tells every server on the database, once the transaction `db` is in commits (at once outside
 * one), that what the content service answers may have changed: each forgets its kept answers.
 */
export async function notifyChanged(db: Database): Promise<void> {
  await db.execute(sql`select pg_notify(${CONTENT_CHANNEL}, '')`);
}

/** An image with its bytes, as the seed makes them: stored in the row until the server's start moves them to storage. */
export interface ContentAsset {
  id: string;
  filename: string;
  contentType: string;
  body: Uint8Array;
}

/** An image whose bytes are in the asset storage under `storageKey`. */
export interface StoredAsset {
  id: string;
  filename: string;
  contentType: string;
  storageKey: string;
}

/** A collection's items as the code holds them (camelCase), each of its collection's type. */
export type ContentCollectionItems = {
  [C in ContentCollection]: { collection: C; items: Camel<z.infer<(typeof CONTENT_ITEM_SCHEMAS)[C]>>[] };
}[ContentCollection];

/**
 * Every item of a collection, ordered by id; empty for a collection that does not exist. Collections
 * are small (tens of items), so the query engine works on them in memory rather than in SQL.
 */
export async function readCollection(db: Database, collection: string): Promise<Row[]> {
  const rows = await db
    .select({ id: contentItems.id, data: contentItems.data })
    .from(contentItems)
    .where(eq(contentItems.collection, collection))
    .orderBy(asc(contentItems.id));
  return rows.map(({ id, data }) => ({ ...data, id }));
}

/** A stored image; a row still holding its bytes is moved before the server answers, so none is left out here. */
export async function readAsset(db: Database, id: string): Promise<StoredAsset | undefined> {
  const [asset] = await db
    .select({ id: contentAssets.id, filename: contentAssets.filename, contentType: contentAssets.contentType, storageKey: sql<string>`${contentAssets.storageKey}` })
    .from(contentAssets)
    .where(and(eq(contentAssets.id, id), isNotNull(contentAssets.storageKey)));
  return asset;
}

/** Adds an image whose bytes are stored; false when its id exists already (the same bytes, stored before). */
export async function insertStoredAsset(db: Database, asset: StoredAsset): Promise<boolean> {
  const added = await db.insert(contentAssets).values(asset).onConflictDoNothing().returning({ id: contentAssets.id });
  if (added.length > 0) await notifyChanged(db);
  return added.length > 0;
}

/** Up to `limit` images still holding their bytes in the database. */
export function assetsHoldingBytes(db: Database, limit: number): Promise<{ id: string; body: Uint8Array }[]> {
  return db
    .select({ id: contentAssets.id, body: sql<Uint8Array>`${contentAssets.body}` })
    .from(contentAssets)
    .where(isNotNull(contentAssets.body))
    .orderBy(asc(contentAssets.id))
    .limit(limit);
}

/**
 * Records that images' bytes are stored under the keys given, dropping them from their rows, in one
 * statement. Answers the ids recorded: not those whose bytes another server moved first.
 */
export async function markAssetsStored(db: Database, stored: { id: string; storageKey: string }[]): Promise<Set<string>> {
  const keyOfId = sql.join(
    stored.map(({ id, storageKey }) => sql`when ${id} then ${storageKey}`),
    sql` `,
  );
  const updated = await db
    .update(contentAssets)
    .set({ storageKey: sql`case ${contentAssets.id} ${keyOfId} end`, body: null })
    .where(and(inArray(contentAssets.id, stored.map(({ id }) => id)), isNotNull(contentAssets.body)))
    .returning({ id: contentAssets.id });
  if (updated.length > 0) await notifyChanged(db);
  return new Set(updated.map(({ id }) => id));
}

export async function hasContent(db: Database): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(contentItems);
  return (existing?.n ?? 0) > 0;
}

/** Stores items in the wire's keys, each checked against its collection's schema first, and the assets they refer to. */
export async function insertContent(db: Database, content: { collections: ContentCollectionItems[]; assets: ContentAsset[] }) {
  for (const asset of content.assets) await db.insert(contentAssets).values(asset).onConflictDoNothing();
  for (const { collection, items } of content.collections) {
    if (items.length === 0) continue;
    const schema = CONTENT_ITEM_SCHEMAS[collection];
    await db.insert(contentItems).values(
      items.map((item) => {
        const data = schema.parse(toSnake(item)) as Row & { id: number };
        return { collection, id: data.id, data };
      }),
    );
  }
  await notifyChanged(db);
}

/** Any number stays the same across processes: it names the lock that makes drafts and publishes take turns. */
const EDITING_LOCK_ID = 7_240_621;

/**
 * Runs `work` in a transaction that holds the content's editing lock: a draft saved while a publish
 * is under way waits for it, so that the publish never clears a change it did not publish.
 */
export function withEditingLock<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${EDITING_LOCK_ID})`);
    return work(tx);
  });
}

/** Every published item of the collections named, by collection, each list ordered by id. */
export async function readPublished(db: Database, collections: readonly string[]): Promise<Record<string, Row[]>> {
  const rows = await db
    .select({ collection: contentItems.collection, id: contentItems.id, data: contentItems.data })
    .from(contentItems)
    .where(inArray(contentItems.collection, [...collections]))
    .orderBy(asc(contentItems.id));
  const published: Record<string, Row[]> = Object.fromEntries(collections.map((collection) => [collection, []]));
  for (const { collection, id, data } of rows) published[collection]!.push({ ...data, id });
  return published;
}

/** Replaces the published items of each collection given with the items given. */
export async function replacePublished(db: Database, collections: Record<string, Row[]>): Promise<void> {
  for (const [collection, items] of Object.entries(collections)) {
    await db.delete(contentItems).where(eq(contentItems.collection, collection));
    if (items.length > 0) await db.insert(contentItems).values(items.map((data) => ({ collection, id: data.id as number, data })));
  }
  await notifyChanged(db);
}

export interface ContentDraft {
  collection: string;
  itemId: number;
  /** Null: the item is to be removed. */
  data: Row | null;
  changedBy: string | null;
  changedAt: Date;
}

/** The drafts of every collection or of one, each with the email of whoever changed it last. */
export async function readDrafts(db: Database, collection?: string): Promise<ContentDraft[]> {
  const drafts = await db
    .select()
    .from(contentDrafts)
    .where(collection === undefined ? undefined : eq(contentDrafts.collection, collection));
  const editors = await namesAndEmailsOf(db, drafts.map((draft) => draft.changedBy));
  return drafts.map(({ collection, itemId, data, changedBy, changedAt }) => ({ collection, itemId, data, changedBy: editors.get(changedBy)?.email ?? null, changedAt }));
}

export async function writeDraft(db: Database, draft: { collection: string; itemId: number; data: Row | null; changedBy: number | null }): Promise<void> {
  await db
    .insert(contentDrafts)
    .values(draft)
    .onConflictDoUpdate({ target: [contentDrafts.collection, contentDrafts.itemId], set: { data: draft.data, changedBy: draft.changedBy, changedAt: new Date() } });
}

/** Drops the drafts of every collection, of one, or of one item. */
export async function deleteDrafts(db: Database, where: { collection?: string; itemId?: number } = {}): Promise<number> {
  const deleted = await db
    .delete(contentDrafts)
    .where(
      and(
        where.collection === undefined ? undefined : eq(contentDrafts.collection, where.collection),
        where.itemId === undefined ? undefined : eq(contentDrafts.itemId, where.itemId),
      ),
    )
    .returning({ itemId: contentDrafts.itemId });
  return deleted.length;
}

/** Of the asset ids given, those stored. */
export async function existingAssetIds(db: Database, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: contentAssets.id }).from(contentAssets).where(inArray(contentAssets.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}

export type ContentSnapshot = Record<string, Row[]>;

export interface ContentVersion {
  id: number;
  publishedAt: Date;
  publishedBy: string | null;
  restoredFrom: number | null;
  added: number;
  changed: number;
  removed: number;
}

const versionFields = {
  id: contentVersions.id,
  publishedAt: contentVersions.publishedAt,
  publishedBy: contentVersions.publishedByEmail,
  restoredFrom: contentVersions.restoredFrom,
  added: contentVersions.added,
  changed: contentVersions.changed,
  removed: contentVersions.removed,
};

export async function insertVersion(
  db: Database,
  version: { snapshot: ContentSnapshot; publishedBy: { id: number | null; email: string } | null; restoredFrom?: number; added: number; changed: number; removed: number },
): Promise<ContentVersion> {
  const [row] = await db
    .insert(contentVersions)
    .values({
      snapshot: version.snapshot,
      publishedBy: version.publishedBy?.id ?? null,
      publishedByEmail: version.publishedBy?.email ?? null,
      restoredFrom: version.restoredFrom ?? null,
      added: version.added,
      changed: version.changed,
      removed: version.removed,
    })
    .returning(versionFields);
  return row!;
}

/** Every version, newest first. */
export function readVersions(db: Database): Promise<ContentVersion[]> {
  return db.select(versionFields).from(contentVersions).orderBy(desc(contentVersions.id));
}

/** The version the site shows; undefined before the first publish. */
export async function latestVersion(db: Database): Promise<ContentVersion | undefined> {
  const [row] = await db.select(versionFields).from(contentVersions).orderBy(desc(contentVersions.id)).limit(1);
  return row;
}

export async function readVersionSnapshot(db: Database, id: number): Promise<ContentSnapshot | undefined> {
  const [row] = await db.select({ snapshot: contentVersions.snapshot }).from(contentVersions).where(eq(contentVersions.id, id));
  return row?.snapshot;
}

/** The id of the version before `id`; undefined for the first. */
export async function previousVersionId(db: Database, id: number): Promise<number | undefined> {
  const [row] = await db.select({ id: contentVersions.id }).from(contentVersions).where(lt(contentVersions.id, id)).orderBy(desc(contentVersions.id)).limit(1);
  return row?.id;
}
