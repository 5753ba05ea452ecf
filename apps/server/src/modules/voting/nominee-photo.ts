import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { uploadNomineePhoto } from '@awards/contracts';
import { AppError, errors } from '../../lib/errors';
import { route } from '../../lib/route';
import { recordAudit } from '../audit';
import { insertContent } from '../content';
import { actorOf } from '../staff';

const PHOTO_FIELD = 'photo';
const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** The side of the square every nominee photo is stored as: sharp on a nominee card on a high-density screen, yet a light download. */
const PHOTO_SIDE = 480;
const PHOTO_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
/** A photo's pixels at most (a 50-megapixel camera's), so a small file cannot unpack into gigabytes. */
const MAX_PIXELS = 50_000_000;

const photoMissing = () => new AppError(400, 'photo_missing', 'error.photo_missing');

/** The uploaded file's bytes; past the limit, multipart's own error answers 413. */
async function photoBytes(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw photoMissing();
  let bytes: Buffer | undefined;
  try {
    const part = await request.file();
    if (part?.fieldname === PHOTO_FIELD) bytes = await part.toBuffer();
  } catch (error) {
    throw (error as { statusCode?: number }).statusCode ? error : errors.badRequest();
  }
  if (!bytes?.length) throw photoMissing();
  return bytes;
}

/** The photo as the site shows it: turned upright, cropped to its centred square, 480×480 WebP. 415 for another type, 400 for a file that does not decode. */
async function squarePhoto(bytes: Buffer): Promise<Buffer> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !PHOTO_TYPES.has(type.mime)) throw new AppError(415, 'photo_type', 'error.photo_type');
  try {
    return await sharp(bytes, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize(PHOTO_SIDE, PHOTO_SIDE, { fit: 'cover', position: 'centre' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError(400, 'photo_damaged', 'error.photo_damaged');
  }
}

/** A nominee photo upload, stored as a content asset (served at `/content/assets/{id}`) for a hand-added nominee. */
export const nomineePhotoRoutes: FastifyPluginAsync = async (app) => {
  // Multipart is parsed here with the photo's own limits, apart from the video upload's.
  await app.register(multipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 10 } });

  // A photo refused before its body was read closes the connection, so the client stops sending.
  app.addHook('onSend', async (request, reply) => {
    if (!request.raw.complete) reply.header('connection', 'close');
  });

  route(app, uploadNomineePhoto, {
    handler: async (_input, request) => {
      const photo = await squarePhoto(await photoBytes(request));
      const id = randomUUID();
      await app.db.transaction(async (tx) => {
        await insertContent(tx, { collections: [], assets: [{ id, filename: `nominee-${id}.webp`, contentType: 'image/webp', body: photo }] });
        await recordAudit(tx, actorOf(request), { action: 'nominee.photo', subjectType: 'asset', subjectId: id, after: { bytes: photo.length } });
      });
      return { photo: id };
    },
  });
};
