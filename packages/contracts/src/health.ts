import { z } from 'zod';

/** What the load balancer and the tests wait for. */
export const HealthResponse = z.object({ status: z.literal('ok') });
