import canonicalize from 'canonicalize';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import qs from 'qs';
import { CONTENT_COLLECTIONS, getContentDraft, getContentItem, getContentItems, isSingletonCollection } from '@awards/contracts';
import { DRAFT_CACHE_CONTROL, route } from '../../lib/route';
import type { AnswerCache } from './answer-cache';
import { compressionFor, encodeAnswer, ITEM_CACHE_CONTROL, JSON_TYPE, sendAnswer } from './encoded-answer';
import { forbidden, invalidQuery } from './errors';
import { parseQuery } from './query/parse-query';
import { runQuery } from './query/run-query';
import { shapeOf } from './query/shape';
import { readContent } from './read-content';
import { inSeason, inSeasonUntil, type SeasonCalendarReader } from './season-texts';

/**
 * Fastify's own query parser keeps `filter[id][_eq]` as a flat key; Directus (and so its clients)
 * use qs nesting, so the raw query string is read again with qs.
 */
function queryParameters(request: FastifyRequest): Record<string, unknown> {
  const start = request.url.indexOf('?');
  if (start === -1) return {};
  return qs.parse(request.url.slice(start + 1), { depth: 8, arrayLimit: 50, parameterLimit: 100 });
}

/** A request for the draft (`version=draft`) must come from an organiser; anyone else is refused as Directus refuses. */
async function checkDraftReader(request: FastifyRequest, version: unknown): Promise<void> {
  if (version !== 'draft') throw invalidQuery('Unknown "version"; the one there is is "draft".');
  try {
    await request.server.staffAccess(getContentDraft)(request);
  } catch {
    throw forbidden();
  }
}

/** Which item a request reads: a collection's items, or one of them by id. */
interface Target {
  collection: string;
  id?: string;
}

/**
 * Runs a query on a collection's items as the season makes them now (a collection without items
 * does not exist): the body of the answer, in Directus' shapes, a singleton's as one object, and
 * until when it holds.
 */
async function answerBody(app: FastifyInstance, season: SeasonCalendarReader, { collection, id }: Target, parameters: Record<string, unknown>, draft: boolean) {
  const now = new Date();
  const stored = await readContent(app.db, collection, draft);
  if (stored.length === 0) throw forbidden();
  // Only translated texts and the timer quote the season: a collection of links has no need of it.
  const calendar = collection === CONTENT_COLLECTIONS.timer || stored.some((item) => Array.isArray(item.translations)) ? await season(app.db, now) : undefined;
  const all = inSeason(collection, stored, calendar, now);
  const keptUntil = inSeasonUntil(collection, calendar, now);
  const shape = shapeOf(all);
  const parsed = parseQuery(parameters, shape);
  if (id === undefined) {
    const result = runQuery(all, shape, parsed);
    return { body: isSingletonCollection(collection) ? one(result.data) : result, keptUntil };
  }
  return { body: one(runQuery(all.filter((item) => String(item.id) === id), shape, { ...parsed, offset: 0, limit: 1, meta: [] }).data), keptUntil };
}

function one([item]: unknown[]) {
  if (!item) throw forbidden();
  return { data: item };
}

/**
 * The published content is the same for everyone, so its answers are kept, serialised and
 * compressed, under the query's parameters in a canonical order (the same query written in another
 * order is the same answer), until the season's next moment if it depends on it. A draft is an
 * organiser's alone: read afresh each time, never kept.
 */
async function answer(app: FastifyInstance, { cache, season }: ItemOptions, request: FastifyRequest, reply: FastifyReply, target: Target) {
  const { version, ...parameters } = queryParameters(request);
  if (version !== undefined) {
    await checkDraftReader(request, version);
    const { body } = await answerBody(app, season, target, parameters, true);
    return sendAnswer(request, reply, encodeAnswer(JSON.stringify(body), { contentType: JSON_TYPE, cacheControl: DRAFT_CACHE_CONTROL }, compressionFor(request)));
  }
  const key = `items\0${target.collection}\0${target.id ?? ''}\0${canonicalize(parameters)}`;
  const cached = await cache.get(key, request.url, async () => {
    const { body, keptUntil } = await answerBody(app, season, target, parameters, false);
    return { ...encodeAnswer(JSON.stringify(body), { contentType: JSON_TYPE, cacheControl: ITEM_CACHE_CONTROL }), keptUntil };
  });
  return sendAnswer(request, reply, cached);
}

interface ItemOptions {
  cache: AnswerCache;
  season: SeasonCalendarReader;
}

/** `/items/:collection` and `/items/:collection/:id` in Directus' REST shapes; singletons answer one object. */
export const itemRoutes: FastifyPluginAsync<ItemOptions> = async (app, options) => {
  route(app, getContentItems, { handler: ({ params: { collection } }, request, reply) => answer(app, options, request, reply, { collection }) });
  route(app, getContentItem, { handler: ({ params: { collection, id } }, request, reply) => answer(app, options, request, reply, { collection, id }) });
};
