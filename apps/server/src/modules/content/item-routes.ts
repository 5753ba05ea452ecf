import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import qs from 'qs';
import { getContentItem, getContentItems, isSingletonCollection } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { route } from '../../lib/route';
import { sendConditional, ITEM_CACHE_CONTROL } from './conditional-response';
import { forbidden } from './errors';
import { parseQuery } from './query/parse-query';
import { runQuery } from './query/run-query';
import { shapeOf } from './query/shape';
import { readCollection } from './repository';

/**
 * Fastify's own query parser keeps `filter[id][_eq]` as a flat key; Directus (and so its clients)
 * use qs nesting, so the raw query string is read again with qs.
 */
function queryParameters(request: FastifyRequest): Record<string, unknown> {
  const start = request.url.indexOf('?');
  if (start === -1) return {};
  return qs.parse(request.url.slice(start + 1), { depth: 8, arrayLimit: 50, parameterLimit: 100 });
}

/** Runs the request's query on a collection; a collection without items does not exist. */
async function query(db: Database, request: FastifyRequest, collection: string, id?: string) {
  const all = await readCollection(db, collection);
  if (all.length === 0) throw forbidden();
  const shape = shapeOf(all);
  const parsed = parseQuery(queryParameters(request), shape);
  if (id === undefined) return runQuery(all, shape, parsed);
  return runQuery(
    all.filter((item) => String(item.id) === id),
    shape,
    { ...parsed, offset: 0, limit: 1, meta: [] },
  );
}

/** The answer goes out as the serialised JSON it was tagged from, so its ETag names those very bytes. */
function send(request: FastifyRequest, reply: FastifyReply, body: unknown) {
  return sendConditional(request, reply, JSON.stringify(body), { contentType: 'application/json; charset=utf-8', cacheControl: ITEM_CACHE_CONTROL });
}

/** `/items/:collection` and `/items/:collection/:id` in Directus' REST shapes; singletons answer one object. */
export const itemRoutes: FastifyPluginAsync = async (app) => {
  route(app, getContentItems, {
    handler: async ({ params: { collection } }, request, reply) => {
      const result = await query(app.db, request, collection);
      if (!isSingletonCollection(collection)) return send(request, reply, result);
      const [item] = result.data;
      if (!item) throw forbidden();
      return send(request, reply, { data: item });
    },
  });

  route(app, getContentItem, {
    handler: async ({ params: { collection, id } }, request, reply) => {
      const [item] = (await query(app.db, request, collection, id)).data;
      if (!item) throw forbidden();
      return send(request, reply, { data: item });
    },
  });
};
