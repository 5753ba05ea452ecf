import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { VideoUploadResponse } from '@awards/contracts';
import { errors } from '../../lib/errors';
import { rateLimit } from '../../lib/rate-limit';
import type { VideoStorage } from '../../lib/storage/video-storage';
import { signedInUser, type AuthenticatedUser } from '../users/authentication';
import { addVideo, findVideo, type Video } from './repository';
import { UPLOAD_LIMITS, VIDEO_FIELD, receiveVideo } from './video-upload';

const bearer = [{ bearerAuth: [] }];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Who may download an uploaded video: its owner. Organisers join here when they get accounts. */
export const canRead = (user: AuthenticatedUser, video: Video) => video.userId === user.id;

/** `POST /video` (an applicant's upload) and `GET /video/:id` (the file, to those allowed). */
export const videoRoutes: FastifyPluginAsyncZod<{ storage: VideoStorage }> = async (app, { storage }) => {
  // Multipart is parsed here only: every other route keeps refusing it.
  await app.register(multipart, { limits: UPLOAD_LIMITS });

  // An upload refused before its body was read (too large, wrong type, no token) closes the
  // connection, so the client stops sending rather than the server reading the rest to discard it.
  app.addHook('onSend', async (request, reply) => {
    if (!request.raw.complete) reply.header('connection', 'close');
  });

  app.post(
    '/video',
    {
      schema: {
        summary: `Upload a video (MP4, MOV, WebM or MKV, at most 200 MB) as the multipart file field "${VIDEO_FIELD}"; attach it to an application within 24 hours`,
        tags: ['applications'],
        security: bearer,
        consumes: ['multipart/form-data'],
        response: { 201: VideoUploadResponse },
      },
      onRequest: app.authenticate,
      preHandler: rateLimit(app, 'video-upload', app.config.rateLimits.videoUploads, (request) => String(signedInUser(request).id)),
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const upload = await receiveVideo(request, storage);
      const id = randomUUID();
      try {
        await addVideo(app.db, { id, userId: user.id, storageKey: upload.key, size: upload.size, type: upload.type, mimeType: upload.mimeType, sha256: upload.sha256 });
      } catch (error) {
        await storage.remove(upload.key);
        throw error;
      }
      return reply.code(201).send({ video_id: id, size: upload.size, type: upload.type });
    },
  );

  app.get(
    '/video/:id',
    {
      schema: {
        summary: 'Download an uploaded video (its owner only), as an attachment',
        tags: ['applications'],
        security: bearer,
        params: z.object({ id: z.string() }),
        response: { 200: z.unknown().meta({ type: 'string', format: 'binary', description: 'The video file' }) },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const { id } = request.params;
      const video = UUID.test(id) ? await findVideo(app.db, id) : undefined;
      // Someone else's video answers like a missing one, so ids cannot be probed.
      if (!video || !canRead(signedInUser(request), video)) throw errors.notFound();
      return reply
        .type(video.mimeType)
        .header('content-length', video.size)
        .header('content-disposition', `attachment; filename="${video.id}.${video.type}"`)
        .header('x-content-type-options', 'nosniff')
        .send(storage.open(video.storageKey));
    },
  );
};
