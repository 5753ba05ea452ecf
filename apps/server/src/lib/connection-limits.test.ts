import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { bearer, createSignedInUser } from '../../test/accounts';
import { startTestServer, type TestServer } from '../../test/harness';
import { isoVideo } from '../../test/video-fixtures';

/** A raw connection to the server from `localAddress` (any 127.x address is this machine), once open. */
function openConnection(server: TestServer, localAddress = '127.0.0.1'): Promise<Socket> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port: Number(port), localAddress }, () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Resolves with what the server wrote once it closes the connection. */
function closed(socket: Socket): Promise<string> {
  let written = '';
  socket.on('data', (chunk) => (written += String(chunk)));
  socket.on('error', () => {});
  return new Promise((resolve) => socket.once('close', () => resolve(written)));
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A whole request on its own connection; the status line the server answers with, or null when it closed the connection unanswered. */
async function statusFrom(server: TestServer, localAddress: string): Promise<string | null> {
  const socket = await openConnection(server, localAddress).catch(() => null);
  if (!socket) return null;
  const answer = closed(socket);
  socket.write('GET /healthz HTTP/1.1\r\nHost: awards.test\r\nConnection: close\r\n\r\n');
  return (await answer).split('\r\n')[0] || null;
}

describe('connections', () => {
  it('are cut when the request’s headers do not come in time', async () => {
    const server = await startTestServer({ env: { HEADERS_TIMEOUT_MS: '500' } });
    try {
      const socket = await openConnection(server);
      const answer = closed(socket);
      const started = Date.now();
      socket.write('GET /healthz HTTP/1.1\r\nHost: awards.test\r\n');
      expect(await answer).toMatch(/^HTTP\/1\.1 408/);
      expect(Date.now() - started).toBeGreaterThanOrEqual(450);
      expect(await statusFrom(server, '127.0.0.1')).toBe('HTTP/1.1 200 OK');
    } finally {
      await server.close();
    }
  });

  it('are cut when they send nothing at all, once the headers’ time has passed', async () => {
    const server = await startTestServer({ env: { HEADERS_TIMEOUT_MS: '500' } });
    try {
      const silent = await Promise.all(Array.from({ length: 5 }, () => openConnection(server)));
      const started = Date.now();
      const written = await Promise.all(silent.map(closed));
      expect(written.every((answer) => answer === '' || answer.startsWith('HTTP/1.1 408'))).toBe(true);
      expect(Date.now() - started).toBeGreaterThanOrEqual(450);
      expect(await statusFrom(server, '127.0.0.1')).toBe('HTTP/1.1 200 OK');
    } finally {
      await server.close();
    }
  });

  it('are capped per address: one address holding its share cannot keep out another, and gets in again once it lets go', async () => {
    const server = await startTestServer({ env: { MAX_CONNECTIONS_PER_ADDRESS: '50' } });
    try {
      const held = await Promise.all(Array.from({ length: 120 }, () => openConnection(server, '127.0.0.2')));
      const cut = await Promise.all(held.map((socket) => Promise.race([closed(socket).then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 1_000))])));
      expect(cut.filter(Boolean)).toHaveLength(70);

      expect(await statusFrom(server, '127.0.0.2')).toBeNull();
      expect(await statusFrom(server, '127.0.0.3')).toBe('HTTP/1.1 200 OK');

      for (const socket of held) socket.destroy();
      await expect.poll(() => statusFrom(server, '127.0.0.2'), { timeout: 5_000 }).toBe('HTTP/1.1 200 OK');
    } finally {
      await server.close();
    }
  });

  it('are cut when a body other than an upload comes too slowly: a JSON body sent a byte at a time is answered 408 once BODY_TIMEOUT_MS has passed', async () => {
    const server = await startTestServer({ env: { BODY_TIMEOUT_MS: '500' } });
    try {
      const socket = await openConnection(server);
      const answer = closed(socket);
      const started = Date.now();
      const body = JSON.stringify({ email: 'slow@example.com', comments: 'One byte at a time' });
      socket.write(`POST /api/v1/contact_us/ HTTP/1.1\r\nHost: awards.test\r\nContent-Type: application/json\r\nAccept-Language: PT\r\nContent-Length: ${body.length}\r\n\r\n`);
      for (const character of body) {
        if (socket.destroyed) break;
        socket.write(character);
        await pause(100);
      }
      const written = await answer;
      expect(written).toMatch(/^HTTP\/1\.1 408/);
      expect(written).toContain('A solicitação demorou demais para chegar.');
      expect(Date.now() - started).toBeGreaterThanOrEqual(450);
      expect(Date.now() - started).toBeLessThan(body.length * 100);
      expect(await statusFrom(server, '127.0.0.1')).toBe('HTTP/1.1 200 OK');
    } finally {
      await server.close();
    }
  });

  it('are not cut by that deadline when the slow body is a video upload', async () => {
    const server = await startTestServer({ env: { BODY_TIMEOUT_MS: '500' } });
    try {
      const { token } = await createSignedInUser(server, 'slow-uploader@example.com');
      const boundary = 'slow-upload-boundary';
      const body = Buffer.concat([
        Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="video"; filename="clip.mp4"\r\ncontent-type: video/mp4\r\n\r\n`),
        isoVideo(),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const socket = await openConnection(server);
      const answer = closed(socket);
      const headers = { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(body.length), connection: 'close' };
      socket.write(`POST /api/v2/application/video HTTP/1.1\r\nHost: awards.test\r\n${Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('')}\r\n`);
      const half = Math.floor(body.length / 2);
      socket.write(body.subarray(0, half));
      await pause(1_200);
      socket.write(body.subarray(half));
      expect(await answer).toMatch(/^HTTP\/1\.1 201/);
    } finally {
      await server.close();
    }
  });
});
