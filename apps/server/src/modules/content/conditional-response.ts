import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Revalidated on every use (a 304 when unchanged), so that a publish is seen at once, by browsers and shared caches alike. */
export const ITEM_CACHE_CONTROL = 'public, no-cache';
/** Asset ids name one body for good: an edited image gets a new id. */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

function entityTag(body: string | Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

/** If-None-Match compares weakly (RFC 9110 13.1.2): `W/` prefixes do not matter, `*` matches anything. */
function matches(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const trimmed = candidate.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === tag;
  });
}

/** Sends `body` with an ETag and Cache-Control, or an empty 304 when the client already holds it. */
export function sendConditional(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string | Buffer,
  { contentType, cacheControl }: { contentType: string; cacheControl: string },
) {
  const tag = entityTag(body);
  reply.header('etag', tag).header('cache-control', cacheControl);
  if (matches(request.headers['if-none-match'], tag)) return reply.code(304).send();
  return reply.type(contentType).send(body);
}
