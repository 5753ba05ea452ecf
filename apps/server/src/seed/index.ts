import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../lib/db/client';
import { hasContent, insertContent } from '../modules/content';
import { insertMissingSettings } from '../modules/settings';
import { seedVoting } from '../modules/voting';
import { seedContent } from './content';
import { insertDemoUsers } from './demo-users';
import { legendAssets, seedLegends } from './legends';
import { seasonTimeline, type SeedScenario } from './season-timeline';
import { seedSettings } from './settings';

/** Any number stays the same across processes: it names the seed lock. */
const SEED_LOCK_ID = 7_240_612;

/**
 * Fills a fresh database with a season: the content and its images, the settings, and for the
 * `voting` and `results` scenarios demo users who have voted and guessed. The season's dates put
 * `now` in the scenario's phase. Runs on every start and does nothing once content exists; the
 * transaction-scoped lock keeps two starting servers from seeding twice.
 */
export async function seedDatabase(db: Database, options: { scenario?: SeedScenario; now?: Date; log?: FastifyBaseLogger } = {}) {
  const { scenario = 'applications', now = new Date(), log } = options;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if (await hasContent(tx)) return;
    const timeline = seasonTimeline(scenario, now);
    const content = seedContent(timeline, scenario);
    const settings = seedSettings(timeline);
    const assets = [...content.assets, ...settings.assets, ...legendAssets()];
    await insertContent(tx, { collections: content.collections, assets });
    await insertMissingSettings(tx, settings.values);
    const voterIds = scenario === 'applications' ? [] : await insertDemoUsers(tx);
    await seedVoting(tx, timeline, scenario, voterIds);
    await seedLegends(tx, timeline, scenario, voterIds);
    log?.info({ scenario, collections: content.collections.length, assets: assets.length, demoUsers: voterIds.length }, 'seeded a fresh database');
  });
}
