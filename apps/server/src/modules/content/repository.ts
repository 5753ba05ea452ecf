import { asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { CONTENT_ITEM_SCHEMAS, toSnake, type Camel, type ContentCollection } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { contentAssets, contentItems } from '../../lib/db/schema';
import type { Row } from './query/shape';

/**
 * The one place that reads and writes the content tables; other modules read content through here.
 * Items are stored as the service answers them, in the wire's (snake_case) keys.
 */

export interface ContentAsset {
  id: string;
  filename: string;
  contentType: string;
  body: Uint8Array;
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

export async function readAsset(db: Database, id: string): Promise<ContentAsset | undefined> {
  const [asset] = await db
    .select({ id: contentAssets.id, filename: contentAssets.filename, contentType: contentAssets.contentType, body: contentAssets.body })
    .from(contentAssets)
    .where(eq(contentAssets.id, id));
  return asset;
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
}
