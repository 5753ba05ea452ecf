import { createServer } from 'node:net';

/** A loopback port nothing listens on, for a server a test starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Whether `port` can be listened on right now. */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A loopback port nothing listens on, below the range Linux hands out for port 0 (32768 and up):
 * for a server that is down at first and comes up on that port later, no other server started
 * meanwhile can be given it.
 */
export async function freePortOutsideEphemeralRange(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (await canListen(port)) return port;
  }
}
