import { constants, brotliCompressSync, gzipSync } from 'node:zlib';
import type { Compression } from '../../lib/accept-encoding';

/** A page of a few KB compresses in well under a millisecond at brotli's quality 4 (@fastify/compress's default). */
export function encodePage(page: string, encoding: Compression): Buffer {
  return encoding === 'br' ? brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }) : gzipSync(page);
}
