import { count, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../lib/db/client';
import { contentAssets, contentItems } from '../lib/db/schema';
import { seedContent } from './content';

/** Any number stays the same across processes: it names the seed lock. */
const SEED_LOCK_ID = 7_240_612;

/**
 * Fills an empty content store with the season's content and images. Runs on every start and
 * does nothing once content exists; the transaction-scoped lock keeps two starting servers from
 * seeding twice.
 */
export async function seedDatabase(db: Database, options: { log?: FastifyBaseLogger } = {}) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const [existing] = await tx.select({ n: count() }).from(contentItems);
    if (existing && existing.n > 0) return;
    const { collections, assets } = seedContent();
    for (const asset of assets) await tx.insert(contentAssets).values(asset).onConflictDoNothing();
    for (const { collection, items } of collections) {
      if (items.length === 0) continue;
      await tx.insert(contentItems).values(items.map((data) => ({ collection, id: data.id, data })));
    }
    options.log?.info({ collections: collections.length, assets: assets.length }, 'seeded content');
  });
}
