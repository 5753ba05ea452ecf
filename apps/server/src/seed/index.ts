import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../lib/db/client';
import type { ObjectStorage } from '../lib/storage';
import { hasContent, insertContent } from '../modules/content';
import { insertMissingSettings } from '../modules/settings';
import { seedContent } from './content';
import { seedEntries } from './entries';
import { insertDemoUsers } from './demo-users';
import { legendAssets, seedLegends } from './legends';
import { backstageSignIn, seedOrganiser, type OrganiserSeed } from './organiser';
import { seasonTimeline, type SeedScenario } from './season-timeline';
import { seedSettings } from './settings';
import { seedVoting } from './voting';

/** Any number stays the same across processes: it names the seed lock. */
const SEED_LOCK_ID = 7_240_612;

/**
 * Fills a fresh database with a season: the content and its images, the settings, and demo users,
 * who in the `applications` scenario have sent entries in every state of review (with `videos`,
 * some with an uploaded video stored there) and in the `voting` and `results` scenarios have voted,
 * guessed and sent the entries some nominees stand for (with `videos`, some of those uploads too).
 * The season's dates put `now` in the scenario's phase. Runs on every start and does
 * nothing once content exists; the transaction-scoped lock keeps two starting servers from seeding twice. With `organiser`, a
 * development database's ORGANISER_EMAIL becomes an organiser: how they sign in is answered. With
 * `demoJury`, demo judges hold the judge role and have scored a finished season's shortlist.
 */
export async function seedDatabase(
  db: Database,
  options: { scenario?: SeedScenario; now?: Date; log?: FastifyBaseLogger; videos?: ObjectStorage; organiser?: OrganiserSeed; demoJury?: boolean } = {},
) {
  const { scenario = 'applications', now = new Date(), log } = options;
  const organiser = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if (await hasContent(tx)) return;
    const timeline = seasonTimeline(scenario, now);
    const content = seedContent(timeline, scenario);
    const assets = [...content.assets, ...legendAssets()];
    await insertContent(tx, { collections: content.collections, assets });
    await insertMissingSettings(tx, seedSettings(timeline));
    const demoUsers = await insertDemoUsers(tx);
    // While applications are open the demo users have sent entries; later they have voted and guessed.
    const voterIds = scenario === 'applications' ? [] : demoUsers.map((user) => user.id);
    const entries = scenario === 'applications' ? await seedEntries(tx, timeline, demoUsers, now, options.videos) : 0;
    await seedVoting(tx, timeline, scenario, voterIds, { jury: options.demoJury, applicants: demoUsers, storage: options.videos });
    await seedLegends(tx, timeline, scenario, voterIds);
    const seeded = options.organiser && (await seedOrganiser(tx, options.organiser));
    log?.info({ scenario, collections: content.collections.length, assets: assets.length, demoUsers: demoUsers.length, entries }, 'seeded a fresh database');
    return seeded;
  });
  // The organiser's mail goes once the seed is committed, never for a grant that was rolled back.
  return organiser && backstageSignIn(db, options.organiser!, organiser);
}

export { backstageSignInLine, type BackstageSignIn } from './organiser';
