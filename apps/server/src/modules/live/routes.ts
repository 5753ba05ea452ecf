import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { getBackstageLiveEvents, getLiveEvents } from '@awards/contracts';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/route';
import type { Audience, LiveHub } from './hub';

/** Seconds a refused viewer is told to wait: long enough for others to leave, short for a show. */
const RETRY_AFTER_SECONDS = 30;

/** The id a reconnecting client last received: the header (a browser reconnecting by itself) wins over the query. */
function lastEventIdOf(request: FastifyRequest, fromQuery: number | undefined): number | undefined {
  const header = request.headers['last-event-id'];
  if (typeof header === 'string' && /^\d{1,9}$/.test(header.trim())) return Number(header.trim());
  return fromQuery;
}

/** The public stream carries the show; the control room's, organisers only, the rehearsal. */
export function liveRoutes(hub: LiveHub): FastifyPluginAsync {
  return async (app) => {
    const streams = [
      [getLiveEvents, 'show'],
      [getBackstageLiveEvents, 'rehearsal'],
    ] as const satisfies readonly [unknown, Audience][];
    for (const [endpoint, audience] of streams) {
      route(app, endpoint, {
        handler: async ({ query }, request, reply) => {
          if (hub.isFull) {
            reply.header('retry-after', String(RETRY_AFTER_SECONDS));
            throw new AppError(503, 'live_full', 'error.live_full');
          }
          await hub.open(reply, audience, lastEventIdOf(request, query.lastEventId));
          return reply;
        },
      });
    }
  };
}
