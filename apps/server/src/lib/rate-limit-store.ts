import { eq, lt, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { FastifyRateLimitOptions } from '@fastify/rate-limit';
import type { Database } from './db/client';
import { rateCounters } from './db/schema';

type Count = { current: number; ttl: number };
type Done = (error: Error | null, count: Count) => void;

/** How long a counter outlives its window before the sweep removes it. */
const SWEEP_EVERY_MS = 60_000;

/** Milliseconds left in the row's window, by the database's clock, which every instance shares. */
const msLeft = sql<number>`greatest(0, ceil(extract(epoch from (${rateCounters.resetsAt} - now())) * 1000))::int`;

/**
 * @fastify/rate-limit's store on the `rate_counters` table, so that every instance on the database
 * counts against one budget. A hit either opens a window (one hit, resetting in `timeWindow`) or
 * adds to the open one, in one statement, so concurrent hits from several instances all count.
 */
function databaseStore(db: Database) {
  return class DatabaseStore {
    incr(key: string, done: Done, timeWindow: number) {
      const expired = sql`${rateCounters.resetsAt} <= now()`;
      db.insert(rateCounters)
        .values({ key, hits: 1, resetsAt: sql`now() + ${timeWindow} * interval '1 millisecond'` })
        .onConflictDoUpdate({
          target: rateCounters.key,
          set: {
            hits: sql`case when ${expired} then 1 else ${rateCounters.hits} + 1 end`,
            resetsAt: sql`case when ${expired} then excluded.resets_at else ${rateCounters.resetsAt} end`,
          },
        })
        .returning({ current: rateCounters.hits, ttl: msLeft })
        .then((rows) => done(null, rows[0] ?? { current: 0, ttl: 0 }), (error: Error) => done(error, { current: 0, ttl: 0 }));
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
 * instance shares the counts. `close` stops the database's sweep or disconnects from Redis.
 */
export function rateLimitStore(db: Database, redisUrl: string | undefined): { options: FastifyRateLimitOptions; close: () => Promise<void> } {
  if (redisUrl) {
    // Fail fast rather than queue: a sign-in should not hang while Redis is away.
    const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    return { options: { redis, nameSpace: 'awards-rate-' }, close: async () => void (await redis.quit().catch(() => redis.disconnect())) };
  }
  const sweep = setInterval(() => {
    db.delete(rateCounters)
      .where(lt(rateCounters.resetsAt, sql`now() - ${SWEEP_EVERY_MS} * interval '1 millisecond'`))
      .catch(() => {});
  }, SWEEP_EVERY_MS);
  sweep.unref();
  return { options: { store: databaseStore(db) }, close: async () => clearInterval(sweep) };
}
