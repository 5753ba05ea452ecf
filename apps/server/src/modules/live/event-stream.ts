import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import { toSnake } from '@awards/contracts';
import type { StoredLiveEvent } from './repository';

/** How long a browser waits before reconnecting after a drop; the replay then brings what it missed. */
const RETRY_MS = 3_000;

/**
 * Takes the response over from Fastify and starts the event stream on it. Hijacked, the answer
 * skips the onSend hooks, so @fastify/compress never buffers it; the security headers are
 * already on the raw response (helmet sets them there in onRequest) and go out with these.
 * `no-transform` and `X-Accel-Buffering` keep proxies from compressing or holding events back.
 */
export function openEventStream(reply: FastifyReply): ServerResponse {
  reply.hijack();
  const response = reply.raw;
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
  });
  response.write(`retry: ${RETRY_MS}\n\n`);
  return response;
}

/** One event as the stream writes it: its number, its kind, and its data in the wire's keys. */
export const eventFrame = (event: StoredLiveEvent): string => `id: ${event.id}\nevent: ${event.kind}\ndata: ${JSON.stringify(toSnake(event.data))}\n\n`;

/**
 * Ends a stream's opening: the events before it were replayed, those after it are live. Its id
 * is the stream's position, so that a client reconnecting, even one that has received no event
 * yet, replays from there; a client that opens a new stream itself reads it from the event.
 */
export const readyFrame = (position: number): string => `id: ${position}\nevent: ready\ndata: {}\n\n`;
