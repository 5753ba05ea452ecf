import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, useTestServer, type TestServer, describeOnlyOn } from '../../../test/harness';
import { startS3Server, type S3Server } from '../../../test/s3-server';

const answer = async (response: Response) => ({ status: response.status, body: await response.json() });

describe('health checks', () => {
  const server = useTestServer();

  it('/healthz answers 200 {"status":"ok"} while the process runs', async () => {
    const response = await server.api('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('/readyz answers 200 naming the database up, never kept by a cache', async () => {
    const response = await server.api('/readyz');
    expect(await answer(response)).toEqual({ status: 200, body: { status: 'ready', parts: { database: 'up' } } });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

// PGlite lives in the process: only a database server can go away under a running instance.
describeOnlyOn('postgres', 'health checks of a server whose database went away', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('/readyz answers 503 naming the database down, while /healthz answers 200', async () => {
    const { database } = server;
    const close = database.close;
    await close();
    // Closed once, here: the server's own close must not close it again.
    database.close = async () => {};
    expect(await answer(await server.api('/readyz'))).toEqual({ status: 503, body: { status: 'not_ready', parts: { database: 'down' } } });
    expect((await server.api('/healthz')).status).toBe(200);
  });
});

describe('health checks of a server storing in a bucket', () => {
  let s3: S3Server | undefined;
  let server: TestServer;
  beforeAll(async () => {
    s3 = await startS3Server();
    server = await startTestServer({ env: s3.env });
  });
  afterAll(async () => {
    await server?.close();
    await s3?.close();
  });

  it('/readyz names the bucket up while it answers, and down (503) once it does not, while /healthz answers 200', async () => {
    expect(await answer(await server.api('/readyz'))).toEqual({ status: 200, body: { status: 'ready', parts: { database: 'up', bucket: 'up' } } });
    await s3!.close();
    s3 = undefined;
    const response = await server.api('/readyz');
    const text = await response.clone().text();
    expect(await answer(response)).toEqual({ status: 503, body: { status: 'not_ready', parts: { database: 'up', bucket: 'down' } } });
    // Which part is down, and nothing about where it is.
    expect(text).not.toMatch(/127\.0\.0\.1|S3RVER/);
    expect((await server.api('/healthz')).status).toBe(200);
  });
});
