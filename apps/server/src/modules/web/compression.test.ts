import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config';
import { startTestServer, type TestServer } from '../../../test/harness';
import { withWebBuild } from '../../../test/web-build';

/** A built script big enough to be worth compressing (the threshold is 1 KB). */
const BIG_ASSET = '/assets/vendor-Cq81ZpX3.js';
const BIG_SCRIPT = Array.from({ length: 400 }, (_, index) => `export const value${index} = "${'x'.repeat(20)}";\n`).join('');

function withBigAsset(config: Config) {
  withWebBuild(config);
  writeFileSync(path.join(config.webRoot, BIG_ASSET), BIG_SCRIPT);
}

describe('compression', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ tweakConfig: withBigAsset });
  });
  afterAll(() => server.close());

  it('sends the web app gzip-compressed to a browser that accepts it, still cached for good', async () => {
    const response = await server.api(BIG_ASSET, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // fetch undoes the encoding it asked for: the body is the file as built.
    expect(await response.text()).toBe(BIG_SCRIPT);
  });

  it('prefers brotli, and compresses JSON answers too', async () => {
    const response = await server.api('/api/docs/json', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(await response.json()).toHaveProperty('paths');
  });

  it('sends the file as it is to a client that accepts no encoding', async () => {
    const response = await server.api(BIG_ASSET, { headers: { 'accept-encoding': 'identity' } });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toBe(BIG_SCRIPT);
  });

  it('leaves small answers uncompressed', async () => {
    const response = await server.api('/app-config.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBeNull();
  });

  it('sends a small fraction of the bytes over the wire', async () => {
    // inject hands back the body as sent, where fetch would already have decompressed it.
    const response = await server.app.inject({ url: BIG_ASSET, headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload.length).toBeLessThan(BIG_SCRIPT.length / 5);
    expect(gunzipSync(response.rawPayload).toString()).toBe(BIG_SCRIPT);
  });
});
