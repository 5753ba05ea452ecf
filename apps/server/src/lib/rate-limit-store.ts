import { eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitOptions } from '@fastify/rate-limit';
import { batched } from './db/batched';
import type { Database } from './db/client';
import { rateCounters } from './db/rate-counters';
import { redisWithFallback, type Count, type CountingStore, type Done } from './rate-limit-redis';

/** How long a counter outlives its window before the sweep removes it. */
const SWEEP_EVERY_MS = 60_000;

/** Milliseconds left in the row's window, by the database's clock, which every instance shares. */
const msLeft = sql<number>`greatest(0, ceil(extract(epoch from (${rateCounters.resetsAt} - now())) * 1000))::int`;

interface Hit {
  key: string;
  timeWindow: number;
}

/**
 * Counts a batch of hits in one statement, prepared once per database: per key, a hit either opens
 * a window (resetting in its `timeWindow`) or adds to the open one, all of a key's hits at once, so
 * concurrent hits from several instances all count. Each hit gets its own count, as if they had
 * come one by one; the keys go in sorted, so that two instances' batches lock their rows in the same order.
 */
function prepareHitCounter(db: Database) {
  const hitRows = sql`unnest(${sql.placeholder('keys')}::text[], ${sql.placeholder('hits')}::integer[], ${sql.placeholder('windows')}::integer[]) as hit(key, hits, window_ms)`;
  const expired = sql`${rateCounters.resetsAt} <= now()`;
  const count = db
    .insert(rateCounters)
    .select(db.select({ key: sql<string>`hit.key`.as('key'), hits: sql<number>`hit.hits`.as('hits'), resetsAt: sql<Date>`now() + hit.window_ms * interval '1 millisecond'`.as('resets_at') }).from(hitRows))
    .onConflictDoUpdate({
      target: rateCounters.key,
      set: {
        hits: sql`case when ${expired} then excluded.hits else ${rateCounters.hits} + excluded.hits end`,
        resetsAt: sql`case when ${expired} then excluded.resets_at else ${rateCounters.resetsAt} end`,
      },
    })
    .returning({ key: rateCounters.key, current: rateCounters.hits, ttl: msLeft })
    .prepare('rate_hits');

  return async (hits: readonly Hit[]): Promise<Count[]> => {
    const perKey = new Map<string, { hits: number; timeWindow: number }>();
    for (const { key, timeWindow } of hits) {
      const counted = perKey.get(key);
      if (counted) counted.hits++;
      else perKey.set(key, { hits: 1, timeWindow });
    }
    const keys = [...perKey.keys()].sort();
    const counted = await count.execute({ keys, hits: keys.map((key) => perKey.get(key)!.hits), windows: keys.map((key) => perKey.get(key)!.timeWindow) });
    const totals = new Map(counted.map((row) => [row.key, row]));
    // A key's hits, in the order they came, take the counts up to its total.
    const seen = new Map<string, number>();
    return hits.map(({ key }) => {
      const { current, ttl } = totals.get(key)!;
      const before = seen.get(key) ?? 0;
      seen.set(key, before + 1);
      return { current: current - perKey.get(key)!.hits + before + 1, ttl };
    });
  };
}

/**
 * @fastify/rate-limit's store on the `rate_counters` table, so that every instance on the database
 * counts against one budget. Hits arriving together are counted together (see prepareHitCounter): under a
 * crowd, the one row of a busy key is written once per batch rather than once per request.
 */
function databaseStore(db: Database) {
  const hit = batched(prepareHitCounter(db));
  return class DatabaseStore implements CountingStore {
    incr(key: string, done: Done, timeWindow: number) {
      hit({ key, timeWindow }).then((count) => done(null, count), (error: Error) => done(error, { current: 0, ttl: 0 }));
    }

    read(key: string, done: Done) {
      db.select({ current: rateCounters.hits, ttl: msLeft })
        .from(rateCounters)
        .where(sql`${eq(rateCounters.key, key)} and ${rateCounters.resetsAt} > now()`)
        .then(([row]) => done(null, row ?? { current: 0, ttl: 0 }), (error: Error) => done(error, { current: 0, ttl: 0 }));
    }

    child() {
      return this;
    }
  };
}

/**
 * Where the rate limits count: Redis when a URL is given, else the database. Either way every
 * instance shares the counts; with Redis, a check Redis does not answer counts in the database
 * (see rate-limit-redis.ts), and `ping` tells whether Redis answers. `close` stops the database's
 * sweep and disconnects from Redis.
 */
export function rateLimitStore(
  db: Database,
  redisUrl: string | undefined,
  log: FastifyBaseLogger,
): { options: FastifyRateLimitOptions; ping?: () => Promise<void>; close: () => Promise<void> } {
  // Swept with Redis too: it holds the counts of the checks made while Redis was away.
  const sweep = setInterval(() => {
    db.delete(rateCounters)
      .where(lt(rateCounters.resetsAt, sql`now() - ${SWEEP_EVERY_MS} * interval '1 millisecond'`))
      .catch(() => {});
  }, SWEEP_EVERY_MS);
  sweep.unref();
  const DatabaseStore = databaseStore(db);
  if (!redisUrl) return { options: { store: DatabaseStore }, close: async () => clearInterval(sweep) };
  const redis = redisWithFallback(redisUrl, new DatabaseStore(), log);
  return {
    options: { store: redis.store },
    ping: redis.ping,
    close: async () => {
      clearInterval(sweep);
      await redis.close();
    },
  };
}
