import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { getApplicationVideo, uploadApplicationVideo } from '@awards/contracts';
import { errors } from '../../lib/errors';
import { rateLimit } from '../../lib/rate-limit';
import { route } from '../../lib/route';
import type { ObjectStorage } from '../../lib/storage';
import { byAccount, signedInUser, type AuthenticatedUser } from '../users';
import { addVideoWithin, findVideo, unattachedVideoBytes, type Video } from './repository';
import { UPLOAD_LIMITS, receiveVideo, videoQuotaExceeded } from './video-upload';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Who may download an uploaded video here: its owner. Staff watch it at the backstage's signed clip address (clip-route.ts). */
export const canRead = (user: AuthenticatedUser, video: Video) => video.userId === user.id;

/** An applicant's upload, and the file again for those allowed to read it. */
export const videoRoutes: FastifyPluginAsync<{ storage: ObjectStorage }> = async (app, { storage }) => {
  // Multipart is parsed here only: every other route keeps refusing it.
  await app.register(multipart, { limits: UPLOAD_LIMITS });

  // An upload refused before its body was read (too large, wrong type, no token) closes the
  // connection, so the client stops sending rather than the server reading the rest to discard it.
  app.addHook('onSend', async (request, reply) => {
    if (!request.raw.complete) reply.header('connection', 'close');
  });

  route(app, uploadApplicationVideo, {
    preHandler: rateLimit(app, 'video-upload', app.config.rateLimits.videoUploads, byAccount),
    handler: async (_input, request) => {
      const user = signedInUser(request);
      const quota = app.config.unattachedVideoBytes;
      const upload = await receiveVideo(request, storage, quota - (await unattachedVideoBytes(app.db, user.id)));
      const id = randomUUID();
      try {
        // Weighed again as it is stored: another upload of the user's may have finished meanwhile.
        const video = { id, userId: user.id, storageKey: upload.key, size: upload.size, type: upload.type, mimeType: upload.mimeType, sha256: upload.sha256 };
        if (!(await addVideoWithin(app.db, video, quota))) throw videoQuotaExceeded();
      } catch (error) {
        await storage.remove(upload.key);
        throw error;
      }
      return { videoId: id, size: upload.size, type: upload.type };
    },
  });

  route(app, getApplicationVideo, {
    handler: async ({ params }, request, reply) => {
      const video = UUID.test(params.id) ? await findVideo(app.db, params.id) : undefined;
      // Someone else's video answers like a missing one, so ids cannot be probed.
      if (!video || !canRead(signedInUser(request), video)) throw errors.notFound();
      return reply
        .type(video.mimeType)
        .header('content-length', video.size)
        .header('content-disposition', `attachment; filename="${video.id}.${video.type}"`)
        .header('x-content-type-options', 'nosniff')
        .send(await storage.open(video.storageKey));
    },
  });
};
