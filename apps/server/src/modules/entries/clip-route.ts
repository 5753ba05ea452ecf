import type { FastifyPluginAsync } from 'fastify';
import { getEntryClip } from '@awards/contracts';
import { AppError, errors } from '../../lib/errors';
import { route } from '../../lib/route';
import type { ObjectStorage } from '../../lib/storage';
import type { PublicEntryCheck } from './public-entries';
import { byteRange } from './byte-range';
import { clipSignatureAudience } from './clip-signature';
import { findEntryVideo } from './review-repository';

/**
 * An entry's uploaded video at its signed address, for the backstage's player and the voting page:
 * the signature stands in for the token, and Range requests let the player seek without fetching
 * the whole file. A public address plays only an entry standing as a nominee: an upload becomes
 * public when its entry is nominated, and stops being so when the nominee is removed.
 */
export const clipRoutes: FastifyPluginAsync<{ storage: ObjectStorage; isPublicEntry: PublicEntryCheck }> = async (app, { storage, isPublicEntry }) => {
  route(app, getEntryClip, {
    handler: async ({ params, query }, request, reply) => {
      const audience = clipSignatureAudience(app.config.jwtSecret, params.id, query.expires, query.signature);
      if (!audience || (audience === 'public' && !(await isPublicEntry(app.db, params.id)))) throw new AppError(403, 'forbidden', 'error.forbidden');
      const video = await findEntryVideo(app.db, params.id);
      if (!video) throw errors.notFound();
      const range = byteRange(request.headers.range, video.size);
      reply
        .type(video.mimeType)
        .header('accept-ranges', 'bytes')
        .header('content-disposition', 'inline')
        .header('x-content-type-options', 'nosniff')
        // An applicant's video: kept by no shared cache, and by the browser no longer than its address lasts.
        .header('cache-control', 'private, no-store');
      if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${video.size}`).send();
      if (range === null) return reply.header('content-length', video.size).send(await storage.open(video.storageKey));
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${video.size}`)
        .header('content-length', range.end - range.start + 1)
        .send(await storage.open(video.storageKey, range));
    },
  });
};
