import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MessageKey } from '@awards/contracts';
import { AppError } from './errors';
import { keyedHash } from './keyed-hash';

type Key = (request: FastifyRequest) => string;

/** A limit's own window instead of the shared one, and a message saying more than "too many attempts". */
interface LimitOptions {
  windowMs?: number;
  messageKey?: MessageKey;
}

/**
 * A counter named `name` per key, in @fastify/rate-limit's store (shared by every instance, see
 * rate-limit-store.ts), over the configured window or `windowMs`. The key is stored keyed-hashed: the store
 * never holds an email or an address.
 *
 * Built on `createRateLimit` rather than `app.rateLimit`: the latter marks the request as limited
 * after its first hook, so a second limit on the same route (per IP and per email) never counted.
 */
export function counter(app: FastifyInstance, name: string, max: number, key: Key, windowMs = app.config.rateLimits.windowMs) {
  const hash = keyedHash(app.config.jwtSecret, 'base64url');
  return app.createRateLimit({
    max,
    timeWindow: windowMs,
    keyGenerator: (request) => `${name}:${hash(key(request))}`,
  });
}

/** The 429 of any limit, saying in Retry-After when to try again; for a limit kept elsewhere than these counters too. */
export const rateLimited = (reply: FastifyReply, ttlInSeconds: number, messageKey: MessageKey = 'error.rate_limited') => {
  reply.header('retry-after', String(Math.max(1, ttlInSeconds)));
  return new AppError(429, 'rate_limited', messageKey);
};

/**
 * A preHandler allowing `max` requests per key in the window, then 429 with Retry-After. Runs
 * after the body is validated, so a limit can key on a body field.
 */
export function rateLimit(app: FastifyInstance, name: string, max: number, key: Key, options: LimitOptions = {}) {
  const limiter = counter(app, name, max, key, options.windowMs);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await limiter(request);
    if (result.isAllowed || !result.isExceeded) return;
    throw rateLimited(reply, result.ttlInSeconds, options.messageKey);
  };
}

/**
 * Counts failures only (`record` after one), allowing `max` per key in the window: `reached`
 * tells whether a request's key has had them all, `refuse` is a preHandler answering 429 then.
 */
export function failureLimit(app: FastifyInstance, name: string, max: number, key: Key) {
  const limiter = counter(app, name, max, key);
  // `remaining` is 0 once the key has had `max`; an allow-listed answer has none, and none is set.
  const peek = async (request: FastifyRequest) => {
    const result = await limiter(request, { increment: false });
    return result.isAllowed ? { reached: false, ttlInSeconds: 0 } : { reached: result.remaining === 0, ttlInSeconds: result.ttlInSeconds };
  };
  return {
    record: async (request: FastifyRequest) => void (await limiter(request)),
    reached: async (request: FastifyRequest) => (await peek(request)).reached,
    refuse: async (request: FastifyRequest, reply: FastifyReply) => {
      const { reached, ttlInSeconds } = await peek(request);
      if (reached) throw rateLimited(reply, ttlInSeconds);
    },
  };
}

export const byIp = (request: FastifyRequest) => request.ip;

/** The body's email, so that one address is limited however it is spelt. */
export const byEmail = (request: FastifyRequest) => String((request.body as { email?: unknown }).email).toLowerCase();
