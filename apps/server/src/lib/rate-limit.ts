import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors';

/**
 * A named limit for one route: `max` requests per key in the configured window. Counts live in
 * @fastify/rate-limit's store, in-process by default; its `store` option takes a shared one.
 * Runs as a preHandler, after the body is validated, so a limit can key on a body field.
 *
 * Built on `createRateLimit` rather than `app.rateLimit`: the latter marks the request as limited
 * after its first hook, so a second limit on the same route (per IP and per email) never counted.
 */
export function rateLimit(app: FastifyInstance, name: string, max: number, key: (request: FastifyRequest) => string) {
  const limiter = app.createRateLimit({
    max,
    timeWindow: app.config.rateLimits.windowMs,
    keyGenerator: (request) => `${name}:${key(request)}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await limiter(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', String(result.ttlInSeconds));
    throw new AppError(429, 'rate_limited', 'error.rate_limited');
  };
}

export const byIp = (request: FastifyRequest) => request.ip;

/** The body's email, so that one address is limited however it is spelt. */
export const byEmail = (request: FastifyRequest) => String((request.body as { email?: unknown }).email).toLowerCase();
