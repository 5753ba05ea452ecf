import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import qs from 'qs';
import { isSingletonCollection } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
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

function send(request: FastifyRequest, reply: FastifyReply, body: unknown) {
  return sendConditional(request, reply, JSON.stringify(body), { contentType: 'application/json; charset=utf-8', cacheControl: ITEM_CACHE_CONTROL });
}

/** `/items/:collection` and `/items/:collection/:id` in Directus' REST shapes; singletons answer one object. */
export const itemRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { collection: string } }>('/items/:collection', { schema: { hide: true } }, async (request, reply) => {
    const { collection } = request.params;
    const result = await query(app.db, request, collection);
    if (!isSingletonCollection(collection)) return send(request, reply, result);
    const [item] = result.data;
    if (!item) throw forbidden();
    return send(request, reply, { data: item });
  });

  app.get<{ Params: { collection: string; id: string } }>('/items/:collection/:id', { schema: { hide: true } }, async (request, reply) => {
    const [item] = (await query(app.db, request, request.params.collection, request.params.id)).data;
    if (!item) throw forbidden();
    return send(request, reply, { data: item });
  });
};
