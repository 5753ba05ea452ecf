import { buffer } from 'node:stream/consumers';
import type { FastifyPluginAsync } from 'fastify';
import { getContentAsset } from '@awards/contracts';
import { route } from '../../lib/route';
import { ASSET_CACHE_CONTROL, sendConditional } from './conditional-response';
import { forbidden } from './errors';
import { readAsset } from './repository';

/** An SVG opened on its own is a document: this policy keeps it from running script or loading anything. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export const assetRoutes: FastifyPluginAsync = async (app) => {
  route(app, getContentAsset, {
    handler: async ({ params: { id } }, request, reply) => {
      const asset = await readAsset(app.db, id);
      if (!asset) throw forbidden();
      if (asset.contentType === 'image/svg+xml') reply.header('content-security-policy', SVG_POLICY);
      reply
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename="${asset.filename.replace(/[^\w.-]/g, '_')}"`);
      // Read whole: images are small, and a whole body goes out as it did from the database, its
      // ETag made from its bytes, its length given, an SVG compressed only above the same size.
      const body = await buffer(await app.storage.assets.open(asset.storageKey));
      return sendConditional(request, reply, body, { contentType: asset.contentType, cacheControl: ASSET_CACHE_CONTROL });
    },
  });
};
