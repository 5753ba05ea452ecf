import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * A named limit for one route: `max` requests per key in the configured window. Counts live in
 * @fastify/rate-limit's store, in-process by default; its `store` option takes a shared one.
 * Runs as a preHandler, after the body is validated, so a limit can key on a body field.
 */
export function rateLimit(app: FastifyInstance, name: string, max: number, key: (request: FastifyRequest) => string) {
  return app.rateLimit({
    max,
    timeWindow: app.config.rateLimits.windowMs,
    keyGenerator: (request) => `${name}:${key(request)}`,
  });
}

export const byIp = (request: FastifyRequest) => request.ip;
