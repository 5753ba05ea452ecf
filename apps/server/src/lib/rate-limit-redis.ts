import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

export type Count = { current: number; ttl: number };
export type Done = (error: Error | null, count: Count) => void;

/** What @fastify/rate-limit asks of a store, as the database store answers it. */
export interface CountingStore {
  incr(key: string, done: Done, timeWindow: number): void;
  read(key: string, done: Done): void;
}

/** Opens a key's window on its first hit; answers the count and the milliseconds left. */
const HIT = `local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {current, math.max(0, redis.call('PTTL', KEYS[1]))}`;

const READ = `local current = redis.call('GET', KEYS[1])
if not current then return {0, 0} end
return {tonumber(current), math.max(0, redis.call('PTTL', KEYS[1]))}`;

const NAMESPACE = 'awards-rate-';

/** After a command Redis did not answer, how long checks go straight to the database before one tries Redis again. */
const RETRY_AFTER_MS = 1_000;

/** The error's code (ECONNREFUSED, ETIMEDOUT) or message: never the URL, which may hold the password. */
const reasonOf = (error: Error) => (error as NodeJS.ErrnoException).code ?? error.message;

/**
 * Counts in Redis at `redisUrl`, and in `fallback` (the database) each check Redis does not answer:
 * an instance whose Redis is down or hung still limits sign-ins and messages, in the counts every
 * instance shares through the database, instead of failing the request. The first failure is logged, and
 * so is Redis answering again, when counting goes back to it. `ping` is the readiness probe.
 */
export function redisWithFallback(redisUrl: string, fallback: CountingStore, log: FastifyBaseLogger) {
  const redis = new Redis(redisUrl, {
    // A command fails at once while disconnected, and within commandTimeout when Redis hangs,
    // rather than waiting in a queue while a sign-in waits on it.
    enableOfflineQueue: false,
    connectTimeout: 2_000,
    commandTimeout: 500,
    maxRetriesPerRequest: 0,
  });
  let failing = false;
  let skipUntil = 0;
  const failed = (error: Error) => {
    skipUntil = Date.now() + RETRY_AFTER_MS;
    if (failing) return;
    failing = true;
    log.warn({ reason: reasonOf(error) }, 'Redis does not answer: the rate limits count in the database until it does');
  };
  const answered = () => {
    skipUntil = 0;
    if (!failing) return;
    failing = false;
    log.info('Redis answers again: the rate limits count in it');
  };
  // Connection errors come as events (ioredis prints those nobody listens to, URL included), and it keeps reconnecting.
  redis.on('error', failed);
  redis.on('ready', answered);

  const counted = (script: string, key: string, args: number[], done: Done, orElse: () => void) => {
    if (Date.now() < skipUntil) return orElse();
    redis.eval(script, 1, NAMESPACE + key, ...args).then(
      (result) => {
        answered();
        const [current, ttl] = result as [number, number];
        done(null, { current, ttl });
      },
      (error: Error) => {
        failed(error);
        orElse();
      },
    );
  };

  class RedisStore implements CountingStore {
    incr(key: string, done: Done, timeWindow: number) {
      counted(HIT, key, [timeWindow], done, () => fallback.incr(key, done, timeWindow));
    }

    read(key: string, done: Done) {
      counted(READ, key, [], done, () => fallback.read(key, done));
    }

    child() {
      return this;
    }
  }

  return {
    store: RedisStore,
    ping: async () => void (await redis.ping()),
    close: async () => void (await redis.quit().catch(() => redis.disconnect())),
  };
}
