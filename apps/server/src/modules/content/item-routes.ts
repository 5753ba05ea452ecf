import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import qs from 'qs';
import { getContentDraft, getContentItem, getContentItems, isSingletonCollection } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { DRAFT_CACHE_CONTROL, route } from '../../lib/route';
import { ITEM_CACHE_CONTROL, sendConditional } from './conditional-response';
import { forbidden, invalidQuery } from './errors';
import { parseQuery } from './query/parse-query';
import { runQuery } from './query/run-query';
import { shapeOf } from './query/shape';
import { readContent } from './read-content';

/**
 * Fastify's own query parser keeps `filter[id][_eq]` as a flat key; Directus (and so its clients)
 * use qs nesting, so the raw query string is read again with qs.
 */
function queryParameters(request: FastifyRequest): Record<string, unknown> {
  const start = request.url.indexOf('?');
  if (start === -1) return {};
  return qs.parse(request.url.slice(start + 1), { depth: 8, arrayLimit: 50, parameterLimit: 100 });
}

/** Whether the request asks for the draft (`version=draft`): only an organiser may read it; anyone else is refused as Directus refuses. */
async function wantsDraft(request: FastifyRequest, version: unknown): Promise<boolean> {
  if (version === undefined) return false;
  if (version !== 'draft') throw invalidQuery('Unknown "version"; the one there is is "draft".');
  try {
    await request.server.staffAccess(getContentDraft)(request);
  } catch {
    throw forbidden();
  }
  return true;
}

/**
 * Runs the request's query on a collection (a collection without items does not exist), and says
 * how its answer may be cached: a draft's is the organiser's alone.
 */
async function query(db: Database, request: FastifyRequest, collection: string, id?: string) {
  const { version, ...parameters } = queryParameters(request);
  const draft = await wantsDraft(request, version);
  const all = await readContent(db, collection, draft);
  if (all.length === 0) throw forbidden();
  const shape = shapeOf(all);
  const parsed = parseQuery(parameters, shape);
  const cacheControl = draft ? DRAFT_CACHE_CONTROL : ITEM_CACHE_CONTROL;
  if (id === undefined) return { result: runQuery(all, shape, parsed), cacheControl };
  const result = runQuery(
    all.filter((item) => String(item.id) === id),
    shape,
    { ...parsed, offset: 0, limit: 1, meta: [] },
  );
  return { result, cacheControl };
}

/** The answer goes out as the serialised JSON it was tagged from, so its ETag names those very bytes. */
function send(request: FastifyRequest, reply: FastifyReply, body: unknown, cacheControl: string) {
  return sendConditional(request, reply, JSON.stringify(body), { contentType: 'application/json; charset=utf-8', cacheControl });
}

/** `/items/:collection` and `/items/:collection/:id` in Directus' REST shapes; singletons answer one object. */
export const itemRoutes: FastifyPluginAsync = async (app) => {
  route(app, getContentItems, {
    handler: async ({ params: { collection } }, request, reply) => {
      const { result, cacheControl } = await query(app.db, request, collection);
      if (!isSingletonCollection(collection)) return send(request, reply, result, cacheControl);
      const [item] = result.data;
      if (!item) throw forbidden();
      return send(request, reply, { data: item }, cacheControl);
    },
  });

  route(app, getContentItem, {
    handler: async ({ params: { collection, id } }, request, reply) => {
      const { result, cacheControl } = await query(app.db, request, collection, id);
      const [item] = result.data;
      if (!item) throw forbidden();
      return send(request, reply, { data: item }, cacheControl);
    },
  });
};
