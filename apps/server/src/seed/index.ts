import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../lib/db/client';
import { hasContent, insertContent } from '../modules/content/repository';
import { seedContent } from './content';
import type { SeedScenario } from './season-timeline';

/** Any number stays the same across processes: it names the seed lock. */
const SEED_LOCK_ID = 7_240_612;

/**
 * Fills an empty content store with the season's content and images. Runs on every start and
 * does nothing once content exists; the transaction-scoped lock keeps two starting servers from
 * seeding twice.
 */
export async function seedDatabase(db: Database, options: { scenario?: SeedScenario; now?: Date; log?: FastifyBaseLogger } = {}) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if (await hasContent(tx)) return;
    const content = seedContent();
    await insertContent(tx, content);
    options.log?.info({ collections: content.collections.length, assets: content.assets.length }, 'seeded content');
  });
}
