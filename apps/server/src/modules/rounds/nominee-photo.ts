import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { uploadNomineePhoto } from '@awards/contracts';
import { AppError } from '../../lib/errors';
import { acceptImageUploads, redrawnImage, uploadedFile } from '../../lib/images';
import { route } from '../../lib/route';
import { recordAudit } from '../audit';
import { storeAsset } from '../content';
import { actorOf } from '../staff';

const PHOTO_FIELD = 'photo';
const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** The side of the square every nominee photo is stored as: sharp on a nominee card on a high-density screen, yet a light download. */
const PHOTO_SIDE = 480;
const PHOTO_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
const photoMissing = () => new AppError(400, 'photo_missing', 'error.photo_missing');

/** The photo as the site shows it: turned upright, cropped to its centred square, 480×480 WebP. 415 for another type, 400 for a file that does not decode. */
const squarePhoto = (bytes: Buffer) =>
  redrawnImage(bytes, {
    types: PHOTO_TYPES,
    wrongType: () => new AppError(415, 'photo_type', 'error.photo_type'),
    damaged: () => new AppError(400, 'photo_damaged', 'error.photo_damaged'),
    redraw: (image) => image.resize(PHOTO_SIDE, PHOTO_SIDE, { fit: 'cover', position: 'centre' }).webp({ quality: 82 }),
  });

/** A nominee photo upload, stored as a content asset (served at `/content/assets/{id}`) for a hand-added nominee. */
export const nomineePhotoRoutes: FastifyPluginAsync = async (app) => {
  await acceptImageUploads(app, PHOTO_MAX_BYTES);

  route(app, uploadNomineePhoto, {
    handler: async (_input, request) => {
      const { data: photo } = await squarePhoto(await uploadedFile(request, PHOTO_FIELD, photoMissing));
      const id = randomUUID();
      await storeAsset(app, { id, filename: `nominee-${id}.webp`, contentType: 'image/webp', bytes: photo }, (tx) =>
        recordAudit(tx, actorOf(request), { action: 'nominee.photo', subjectType: 'asset', subjectId: id, after: { bytes: photo.length } }),
      );
      return { photo: id };
    },
  });
};
