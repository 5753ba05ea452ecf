import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { VideoType } from '@awards/contracts';
import { AppError, errors } from '../../lib/errors';
import { ebmlSegmentFits } from './ebml';
import { TopLevelBoxes } from './iso-boxes';

/** What file-type needs to tell containers apart (its own "reasonable detection size"). */
const SNIFF_BYTES = 4100;

/** file-type's answers that are videos we accept; M4V is an MP4 with another brand. */
const ACCEPTED: Record<string, VideoType> = { mp4: 'mp4', m4v: 'mp4', mov: 'mov', webm: 'webm', mkv: 'mkv' };

export interface InspectedVideo {
  type: VideoType;
  mimeType: string;
  sha256: string;
}

export const videoTypeRejected = () => new AppError(415, 'video_type', 'error.video_type');
export const videoDamaged = () => new AppError(400, 'video_damaged', 'error.video_damaged');

async function sniff(head: Buffer): Promise<{ type: VideoType; mimeType: string }> {
  const found = await fileTypeFromBuffer(head);
  const type = found && ACCEPTED[found.ext];
  if (!found || !type) throw videoTypeRejected();
  return { type, mimeType: found.mime };
}

/**
 * Judges an upload while its bytes pass through on their way to storage, so the file is read
 * once and never held whole: the type from the first bytes (refused as soon as they are not a
 * video, whatever the file's name or declared type), whether the container is whole by the end.
 * `inspect` wraps the upload's stream; once it has ended without throwing, `result()` is ready.
 */
export function videoInspection() {
  const hash = createHash('sha256');
  const boxes = new TopLevelBoxes();
  let head = Buffer.alloc(0);
  let size = 0;
  let sniffed: { type: VideoType; mimeType: string } | undefined;
  let result: InspectedVideo | undefined;

  const isWhole = (type: VideoType) => (type === 'mp4' || type === 'mov' ? boxes.isWhole(size) : ebmlSegmentFits(head, size));

  async function* inspect(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
    try {
      for await (const chunk of source) {
        hash.update(chunk);
        boxes.push(chunk);
        size += chunk.length;
        if (head.length < SNIFF_BYTES) head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
        if (!sniffed && head.length === SNIFF_BYTES) sniffed = await sniff(head);
        yield chunk;
      }
    } catch (error) {
      // Anything else the upload stream throws is the client's doing: a cut-off or malformed body.
      throw error instanceof AppError ? error : errors.badRequest();
    }
    sniffed ??= await sniff(head);
    if (!isWhole(sniffed.type)) throw videoDamaged();
    result = { ...sniffed, sha256: hash.digest('hex') };
  }

  return {
    inspect,
    result(): InspectedVideo {
      if (!result) throw new Error('the upload has not been inspected to its end');
      return result;
    },
  };
}
