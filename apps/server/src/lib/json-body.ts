import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { messageWithCount } from '@awards/contracts';
import { hasBody } from './connection-limits';
import { AppError } from './errors';
import { byIp, counter, rateLimited } from './rate-limit';

/** How deep a JSON body may nest its objects and arrays: the deepest any endpoint takes nests 3. */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/**
 * Whether JSON `text` nests objects and arrays more than `max` deep, brackets inside strings
 * aside: one pass over the characters, which stops at the first bracket too deep, before anything
 * is built from the text.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      if (++depth > max) return true;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) depth--;
  }
  return false;
}

const tooDeep = () => new AppError(400, 'validation_error', 'error.validation', { _: messageWithCount('validation.too_deep', MAX_JSON_DEPTH) });

/**
 * Parses JSON bodies as Fastify does, after refusing one nested past MAX_JSON_DEPTH: JSON.parse and
 * every walk after it would spend the server's time on it, and a walk by recursion would overflow.
 * Refusals count per address in the shared rate-limit store; an address that has had its
 * `refusedBodies` in the window is remembered by the server that counted the last, which answers
 * its requests with a body 429 until the window ends, without reading them.
 */
export const jsonBodies = fp(async (app) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  const refusals = counter(app, 'refused-bodies', app.config.rateLimits.refusedBodies, byIp);
  // Addresses, not their hashes, only until their window ends, as the connection cap holds them.
  const refused = new LRUCache<string, true>({ max: 10_000, ttl: app.config.rateLimits.windowMs });

  const countRefusal = async (request: FastifyRequest) => {
    const count = await refusals(request);
    if (!count.isAllowed && count.remaining === 0) refused.set(request.ip, true, { ttl: Math.max(1, count.ttlInSeconds) * 1000 });
  };

  // A callback rather than an async hook: every request passes here, and almost all go on at once.
  app.addHook('preParsing', (request, reply, payload, done) => {
    if (refused.size === 0 || !hasBody(request) || !refused.has(request.ip)) return done(null, payload);
    // Refused before it is read: the connection closes rather than take the rest of the body.
    if (!request.raw.complete) reply.header('connection', 'close');
    done(rateLimited(reply, Math.ceil(refused.getRemainingTTL(request.ip) / 1000)));
  });

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body: string, done) => {
    if (!nestsDeeperThan(body, MAX_JSON_DEPTH)) return parseJson(request, body, done);
    countRefusal(request).then(
      () => done(tooDeep(), undefined),
      // The store being away does not turn the refusal into a server error.
      (error: unknown) => {
        request.log.error({ err: error }, 'counting a refused body failed');
        done(tooDeep(), undefined);
      },
    );
  });
});
