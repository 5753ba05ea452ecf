import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import { errors, type AppError } from './errors';

/**
 * Pictures staff upload (nominee photos, the content's images): one multipart file, its type
 * decided from its bytes whatever its name says, decoded and redrawn with sharp, so what is stored
 * is pixels sharp wrote and never the uploaded file.
 */

/** A picture's pixels at most (a 50-megapixel camera's), so a small file cannot unpack into gigabytes. */
const MAX_PIXELS = 50_000_000;

/**
 * Parses multipart in the plugin `app` with a picture's own limits, apart from the video upload's.
 * A picture refused before its body was read closes the connection, so the client stops sending.
 */
export async function acceptImageUploads(app: FastifyInstance, maxBytes: number): Promise<void> {
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 10 } });
  app.addHook('onSend', async (request, reply) => {
    if (!request.raw.complete) reply.header('connection', 'close');
  });
}

/** The uploaded file's bytes from the form's `field`; past the multipart limit, its own error answers 413. */
export async function uploadedFile(request: FastifyRequest, field: string, missing: () => AppError): Promise<Buffer> {
  if (!request.isMultipart()) throw missing();
  let bytes: Buffer | undefined;
  try {
    const part = await request.file();
    if (part?.fieldname === field) bytes = await part.toBuffer();
  } catch (error) {
    throw (error as { statusCode?: number }).statusCode ? error : errors.badRequest();
  }
  if (!bytes?.length) throw missing();
  return bytes;
}

export interface RedrawRules {
  /** The MIME types accepted, as decided from the bytes. */
  types: ReadonlySet<string>;
  /** Answered for any other type. */
  wrongType: () => AppError;
  /** Answered for bytes of an accepted type that do not decode. */
  damaged: () => AppError;
  /** What to make of the upright picture, given its upright size: the size and format to store. */
  redraw: (image: Sharp, upright: { width: number; height: number }) => Sharp;
}

/** The picture redrawn by the rules, with its size; refused when its bytes are not of a type the rules accept, or do not decode. */
export async function redrawnImage(bytes: Buffer, rules: RedrawRules): Promise<{ data: Buffer; width: number; height: number }> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !rules.types.has(type.mime)) throw rules.wrongType();
  try {
    // Without keepMetadata, sharp writes none of the upload's metadata (camera, place, orientation) back.
    const image = sharp(bytes, { limitInputPixels: MAX_PIXELS }).rotate();
    const { autoOrient } = await image.metadata();
    const { data, info } = await rules.redraw(image, autoOrient).toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    throw rules.damaged();
  }
}
