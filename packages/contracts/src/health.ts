import { z } from 'zod';

/** Liveness: the process answers. What a restarter (and the tests) wait for. */
export const HealthResponse = z.object({ status: z.literal('ok') });

const PartStatus = z.enum(['up', 'down']);

/**
 * Readiness: whether each part the instance relies on answers: the database always, Redis and the
 * bucket when configured (absent otherwise). `not_ready` (with a 503) when any part is down.
 */
export const ReadinessResponse = z.object({
  status: z.enum(['ready', 'not_ready']),
  parts: z.object({ database: PartStatus, redis: PartStatus.optional(), bucket: PartStatus.optional() }),
});
