import type { Server, ServerOptions } from 'node:http';
import { PassThrough } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { AppError } from './errors';

/**
 * A client that opens connections and sends nothing, or half a request, holds them until a
 * timeout cuts them: the headers must come within `headersTimeoutMs` (checked every second), the
 * whole request within `requestTimeoutMs` (an upload included; any other body has its own
 * deadline, see `bodyDeadline`), and a connection silent for `idleTimeoutMs` is closed (the live
 * stream writes a heartbeat sooner).
 */
export function timeoutOptions({ connections }: Config): { connectionTimeout: number; requestTimeout: number; keepAliveTimeout: number; http: ServerOptions } {
  return {
    connectionTimeout: connections.idleTimeoutMs,
    requestTimeout: connections.requestTimeoutMs,
    keepAliveTimeout: connections.keepAliveTimeoutMs,
    http: { headersTimeout: connections.headersTimeoutMs, connectionsCheckingInterval: Math.min(1_000, connections.headersTimeoutMs) },
  };
}

/**
 * Caps the connections one address holds at once: beyond `maxPerAddress` a new one is closed
 * before it is read, so that one client cannot take every connection the server can hold.
 */
export function capConnectionsPerAddress(server: Server, maxPerAddress: number): void {
  if (maxPerAddress === 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? '';
    const count = open.get(address) ?? 0;
    if (count >= maxPerAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left === 0) open.delete(address);
      else open.set(address, left);
    });
  });
}

/** An upload its route reads as it comes: a multipart body, to a route that takes one (the others answer it 415). */
const isUpload = (request: FastifyRequest) =>
  /^multipart\/form-data/i.test(request.headers['content-type'] ?? '') && request.server.hasContentTypeParser('multipart/form-data');

/** Whether the request carries a body, whole or still arriving. */
export const hasBody = (request: FastifyRequest) => request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length']) > 0;

/**
 * A body other than an upload must have come whole `bodyTimeoutMs` after its headers: one byte
 * every few seconds would otherwise hold the connection for `requestTimeoutMs`, which is sized
 * for videos. A body still being read then is answered 408 and its connection closed; one nobody
 * reads (already answered, or never to be) just has its connection closed.
 */
export const bodyDeadline = fp(async (app) => {
  const { bodyTimeoutMs } = app.config.connections;
  // A callback rather than an async hook: every request passes here, and almost all go on at once.
  app.addHook('preParsing', (request, reply, payload, done) => {
    // Most bodies came with their headers: they need no timer.
    if (request.raw.complete || !hasBody(request) || isUpload(request)) return done(null, payload);
    const timed = new PassThrough();
    const timer = setTimeout(() => {
      if (request.raw.complete) return;
      if (reply.sent || !timed.readableFlowing) return void request.raw.destroy();
      reply.header('connection', 'close');
      timed.destroy(new AppError(408, 'request_timeout', 'error.request_timeout'));
    }, bodyTimeoutMs);
    const stop = () => clearTimeout(timer);
    payload.once('end', stop).once('close', stop);
    payload.on('error', (error) => timed.destroy(error));
    done(null, payload.pipe(timed));
  });
});
