import type { Server, ServerOptions } from 'node:http';
import type { Config } from '../config';

/**
 * A client that opens connections and sends nothing, or half a request, holds them until a
 * timeout cuts them: the headers must come within `headersTimeoutMs` (checked every second), the
 * whole request within `requestTimeoutMs` (an upload included), and a connection silent for
 * `idleTimeoutMs` is closed (the live stream writes a heartbeat sooner).
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
