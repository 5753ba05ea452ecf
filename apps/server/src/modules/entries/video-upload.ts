import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { VIDEO_FIELD, VIDEO_MAX_BYTES } from '@awards/contracts';
import { AppError, errors } from '../../lib/errors';
import type { ObjectStorage } from '../../lib/storage';
import { videoInspection, type InspectedVideo } from './video-inspection';

/** Multipart limits: one file of at most 200 MB, and no room for anything else of size. */
export const UPLOAD_LIMITS = { fileSize: VIDEO_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 20 };

const videoTooLarge = () => new AppError(413, 'video_too_large', 'error.video_too_large');
const videoMissing = () => new AppError(400, 'video_missing', 'error.video_missing');
/** The user's uploads no entry uses yet leave no room for this one. */
export const videoQuotaExceeded = () => new AppError(413, 'video_quota', 'error.video_quota');

/** The request's file part, of at most `maxBytes`; malformed multipart is the client's error, not the server's. */
async function videoPart(request: FastifyRequest, maxBytes: number): Promise<MultipartFile> {
  if (!request.isMultipart()) throw new AppError(415, 'unsupported_media_type', 'error.unsupported_media_type');
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: { fileSize: maxBytes } });
  } catch (error) {
    throw (error as { statusCode?: number }).statusCode ? error : errors.badRequest();
  }
  if (!part || part.fieldname !== VIDEO_FIELD) throw videoMissing();
  return part;
}

/**
 * Streams the request's video into storage, judging it on the way. Busboy stops passing bytes
 * at the size limit; destroying the part right then ends the upload with 413 at once, instead of
 * when the client has finished sending. On any failure storage keeps nothing.
 *
 * `room` is what the user's unattached uploads may still take. Where it is tighter than the size
 * limit it is the limit, and a request declaring a longer body is refused before any of it is
 * read (the declared length counts the multipart framing too, a few hundred bytes).
 */
export async function receiveVideo(request: FastifyRequest, storage: ObjectStorage, room: number): Promise<{ key: string; size: number } & InspectedVideo> {
  const quotaDecides = room < VIDEO_MAX_BYTES;
  if (quotaDecides && (room <= 0 || Number(request.headers['content-length']) > room)) throw videoQuotaExceeded();
  const part = await videoPart(request, quotaDecides ? room : VIDEO_MAX_BYTES);
  part.file.once('limit', () => part.file.destroy(quotaDecides ? videoQuotaExceeded() : videoTooLarge()));
  const inspection = videoInspection();
  const stored = await storage.put(inspection.inspect(part.file));
  return { ...stored, ...inspection.result() };
}
