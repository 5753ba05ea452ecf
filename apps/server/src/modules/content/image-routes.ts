import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { Sharp } from 'sharp';
import { CONTENT_IMAGE_MAX_BYTES, uploadContentImage, type ContentImageSlot } from '@awards/contracts';
import { AppError } from '../../lib/errors';
import { acceptImageUploads, redrawnImage, uploadedFile, type RedrawRules } from '../../lib/images';
import { route } from '../../lib/route';
import { recordAudit } from '../audit';
import { actorOf } from '../staff';
import { storeAsset } from './store-asset';

const IMAGE_FIELD = 'image';
/** SVG is not among them: a drawing may carry script, which no look at its bytes can rule out. */
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/avif']);
const STORED_TYPE = 'image/webp';

const webp = (image: Sharp) => image.webp({ quality: 82 });

/**
 * Each place's picture at about twice the widest the home page draws it, for high-density screens,
 * and never enlarged. A nomination's picture fills a slideshow card (up to about 710 px wide, two
 * cards across a 1428 px container) and keeps its proportions. A jury member's portrait is a square
 * up to about 480 px (two across a tablet), cropped at its centre. A partner's logo fills its cell
 * (up to about 460 px wide, three across) and keeps its proportions and transparency, within a box
 * twice its 3:1 place so an unusually tall logo stays light.
 */
const SLOT_REDRAW: Record<ContentImageSlot, RedrawRules['redraw']> = {
  nomination: (image) => webp(image.resize({ width: 1400, withoutEnlargement: true })),
  portrait: (image, { width, height }) => {
    const side = Math.min(960, width, height);
    return webp(image.resize(side, side, { fit: 'cover', position: 'centre' }));
  },
  logo: (image) => image.resize({ width: 960, height: 480, fit: 'inside', withoutEnlargement: true }).webp({ quality: 90, alphaQuality: 100 }),
};

/** Images for the content: redrawn for their place on the site, stored under a name their bytes decide. */
export const imageRoutes: FastifyPluginAsync = async (app) => {
  await acceptImageUploads(app, CONTENT_IMAGE_MAX_BYTES);

  route(app, uploadContentImage, {
    handler: async ({ query: { slot } }, request) => {
      const bytes = await uploadedFile(request, IMAGE_FIELD, () => new AppError(400, 'image_missing', 'error.image_missing'));
      const image = await redrawnImage(bytes, {
        types: IMAGE_TYPES,
        wrongType: () => new AppError(415, 'image_type', 'error.image_type'),
        damaged: () => new AppError(400, 'image_damaged', 'error.image_damaged'),
        redraw: SLOT_REDRAW[slot],
      });
      // New bytes, new address: a browser keeps an asset for a year, so a changed picture must not reuse one.
      const id = `${slot}-${createHash('sha256').update(image.data).digest('base64url').slice(0, 22)}`;
      await storeAsset(app, { id, filename: `${id}.webp`, contentType: STORED_TYPE, bytes: image.data }, (tx) =>
        recordAudit(tx, actorOf(request), {
          action: 'content.image',
          subjectType: 'asset',
          subjectId: id,
          after: { slot, bytes: image.data.length, width: image.width, height: image.height },
        }),
      );
      return { id, width: image.width, height: image.height, contentType: STORED_TYPE };
    },
  });
};
