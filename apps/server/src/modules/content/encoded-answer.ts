import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding, type Compression } from '../../lib/accept-encoding';

/** Revalidated on every use (a 304 when unchanged), so that a publish is seen at once, by browsers and shared caches alike. */
export const ITEM_CACHE_CONTROL = 'public, no-cache';
/** Asset ids name one body for good: an edited image gets a new id. */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const JSON_TYPE = 'application/json; charset=utf-8';

const COMPRESSIONS: readonly Compression[] = ['br', 'gzip'];

/**
 * An answer ready to send as it is: its body as sent to a client that takes no compression and,
 * for text, brotli- and gzip-compressed, each compressed once; its ETag names the uncompressed body.
 */
export interface EncodedAnswer {
  etag: string;
  contentType: string;
  cacheControl: string;
  /** Further headers of this answer (an asset's disposition and policy). */
  headers: Record<string, string>;
  bodies: { identity: Buffer } & Partial<Record<Compression, Buffer>>;
  /** The bodies' bytes together. */
  bytes: number;
  /** When it stops being true, if it depends on the time (the timer's end moves on at the season's next moment), in epoch milliseconds. */
  keptUntil?: number;
}

/** Images are compressed already; text (JSON, SVG) shrinks several times. */
const compressible = (contentType: string) => /^(text\/|application\/json|image\/svg\+xml)/.test(contentType);

/**
 * Compressed once and sent many times, a little harder than @fastify/compress does per request
 * (brotli 4, gzip 6): brotli 5 makes the content's JSON 5-8% smaller than 4 in well under a
 * millisecond, as small as 9 does in ten times as long. Any new query builds an answer, so its
 * cost stays low.
 */
const COMPRESS: Record<Compression, (body: Buffer) => Buffer> = {
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => gzipSync(body, { level: 9 }),
};

function entityTag(body: Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

/**
 * Tags `body` and compresses it in the `compressions` given (both unless told): a compressed body
 * is kept only if it is smaller.
 */
export function encodeAnswer(
  body: string | Buffer,
  { contentType, cacheControl, headers = {} }: { contentType: string; cacheControl: string; headers?: Record<string, string> },
  compressions: readonly Compression[] = COMPRESSIONS,
): EncodedAnswer {
  const identity = Buffer.isBuffer(body) ? body : Buffer.from(body);
  const bodies: EncodedAnswer['bodies'] = { identity };
  if (compressible(contentType)) {
    for (const compression of compressions) {
      const compressed = COMPRESS[compression](identity);
      if (compressed.length < identity.length) bodies[compression] = compressed;
    }
  }
  const bytes = Object.values(bodies).reduce((sum, part) => sum + part.length, 0);
  return { etag: entityTag(identity), contentType, cacheControl, headers, bodies, bytes };
}

/** The compression a one-off answer needs: the one this request prefers, if any. */
export function compressionFor(request: FastifyRequest): Compression[] {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  return encoding === 'identity' ? [] : [encoding];
}

/** If-None-Match compares weakly (RFC 9110 13.1.2): `W/` prefixes do not matter, `*` matches anything. */
function matches(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const trimmed = candidate.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === tag;
  });
}

/**
 * Sends the body the client prefers, or an empty 304 when it holds the answer already. A body
 * sent compressed carries its Content-Encoding, which @fastify/compress leaves as it is.
 */
export function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: EncodedAnswer) {
  reply.headers(answer.headers).header('etag', answer.etag).header('cache-control', answer.cacheControl).header('vary', 'accept-encoding');
  if (matches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const body = (encoding !== 'identity' && answer.bodies[encoding]) || answer.bodies.identity;
  if (body !== answer.bodies.identity) reply.header('content-encoding', encoding);
  return reply.type(answer.contentType).send(body);
}
