import { buffer } from 'node:stream/consumers';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { getContentAsset } from '@awards/contracts';
import { route } from '../../lib/route';
import type { AnswerCache } from './answer-cache';
import { ASSET_CACHE_CONTROL, encodeAnswer, sendAnswer, type EncodedAnswer } from './encoded-answer';
import { forbidden } from './errors';
import { readAsset } from './repository';

/** An SVG opened on its own is a document: this policy keeps it from running script or loading anything. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * An asset read whole from storage: images are small, and a whole body goes out with its ETag made
 * from its bytes and its length given.
 */
async function readAnswer(app: FastifyInstance, id: string): Promise<EncodedAnswer> {
  const asset = await readAsset(app.db, id);
  if (!asset) throw forbidden();
  const body = await buffer(await app.storage.assets.open(asset.storageKey));
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'content-disposition': `inline; filename="${asset.filename.replace(/[^\w.-]/g, '_')}"`,
    ...(asset.contentType === 'image/svg+xml' ? { 'content-security-policy': SVG_POLICY } : {}),
  };
  return encodeAnswer(body, { contentType: asset.contentType, cacheControl: ASSET_CACHE_CONTROL, headers });
}

/** Images are kept with the answers: every page shows some, and an id names the same bytes for good. */
export const assetRoutes: FastifyPluginAsync<{ cache: AnswerCache }> = async (app, { cache }) => {
  route(app, getContentAsset, {
    handler: async ({ params: { id } }, request, reply) => sendAnswer(request, reply, await cache.get(`assets\0${id}`, request.url, () => readAnswer(app, id))),
  });
};
