import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'drizzle-orm';
import { getHealth, getReadiness, type EndpointReply } from '@awards/contracts';
import { route } from '../../lib/route';

/** Resolves when a part answers; `signal` aborts when the probe has taken too long. */
export type Probe = (signal: AbortSignal) => Promise<unknown>;

type ReadinessParts = EndpointReply<typeof getReadiness>['parts'];

/** A part that has not answered within this is down: a load balancer's probe must not hang. */
const PROBE_TIMEOUT_MS = 2_000;

async function answers(probe: Probe): Promise<'up' | 'down'> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error('timed out'));
    }, PROBE_TIMEOUT_MS);
  });
  try {
    await Promise.race([probe(controller.signal), timedOut]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Liveness (`/healthz`: the process answers, whatever it relies on) and readiness (`/readyz`: the
 * database answers, and so do Redis and the bucket when set). Neither answer names a host or a URL.
 */
export function healthRoutes(redis: Probe | undefined): FastifyPluginAsync {
  return async (app) => {
    const parts: Record<string, Probe> = { database: () => app.db.execute(sql`select 1`) };
    if (redis) parts.redis = redis;
    if (app.storage.probe) parts.bucket = app.storage.probe;

    route(app, getHealth, { handler: () => ({ status: 'ok' as const }) });

    route(app, getReadiness, {
      handler: async (_input, _request, reply) => {
        const status = Object.fromEntries(await Promise.all(Object.entries(parts).map(async ([name, probe]) => [name, await answers(probe)] as const))) as ReadinessParts;
        // A proxy's cache must never answer for the instance.
        reply.header('cache-control', 'no-store');
        if (Object.values(status).every((part) => part === 'up')) return { status: 'ready' as const, parts: status };
        return reply.code(503).send({ status: 'not_ready', parts: status });
      },
    });
  };
}
