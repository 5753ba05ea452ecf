import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_SECRET, startTestServer, type TestServer } from '../../../test/harness';
import { BACKSTAGE_MARKER, WEB_ASSET, WEB_INDEX_MARKER, withWebBuild } from '../../../test/web-build';

const NOT_FOUND_RU = { statusCode: 404, code: 'not_found', message: 'По этому адресу ничего не найдено.' };

async function expectIndexHtml(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(response.headers.get('cache-control')).toBe('no-cache');
  expect(await response.text()).toContain(WEB_INDEX_MARKER);
}

describe('the web app', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      tweakConfig: withWebBuild,
      env: { APP_TITLE: 'Streamer Awards', RECAPTCHA_SITE_KEY: 'public-site-key', ENVIRONMENT: 'production' },
    });
  });
  afterAll(() => server.close());

  it('gets its run-time config as an uncached script with the public values and no secret', async () => {
    const response = await server.api('/app-config.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const script = await response.text();
    expect(script).toMatch(/^window\.__AWARDS_CONFIG__ = \{.*\};\n$/);
    expect(script).toContain('"title":"Streamer Awards"');
    expect(script).toContain('"captchaSiteKey":"public-site-key"');
    expect(script).toContain('"environment":"production"');
    expect(script).not.toContain(CAPTCHA_SECRET);
    expect(script).not.toContain(server.config.jwtSecret);
  });

  it('is served at / with index.html revalidated on every visit', async () => {
    await expectIndexHtml(await server.api('/'));
  });

  it.each(['/home', '/signin', '/voting/3', '/application-form/11', '/profile?tab=accepted', '/no-such-page'])(
    'loads for the client-side route %s',
    async (route) => {
      await expectIndexHtml(await server.api(route));
    },
  );

  it('answers /backstage and every path below it with the backstage’s own page, the site’s paths never', async () => {
    for (const pathname of ['/backstage', '/backstage/', '/backstage/entries?status=in_progress', '/backstage/entries/12']) {
      const response = await server.api(pathname);
      await expectIndexHtml(response.clone());
      expect(await response.text(), pathname).toContain(BACKSTAGE_MARKER);
    }
    for (const pathname of ['/home', '/backstageish', '/profile']) expect(await (await server.api(pathname)).text(), pathname).not.toContain(BACKSTAGE_MARKER);
  });

  it('answers HEAD for a client-side route', async () => {
    const response = await server.api('/home', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('serves hashed assets to be cached for good', async () => {
    const response = await server.api(WEB_ASSET);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('javascript');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it.each(['GET', 'POST', 'PUT', 'DELETE'])('answers an unknown API path with a JSON 404 for %s', async (method) => {
    for (const pathname of ['/api/nope', '/api', '/api/v1/nomination/none/deeper']) {
      const response = await server.api(pathname, { method, headers: { 'accept-language': 'RU' } });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(NOT_FOUND_RU);
    }
  });

  it('answers other methods on web paths with a JSON 404, not the page', async () => {
    const response = await server.api('/home', { method: 'POST', headers: { 'accept-language': 'RU' } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual(NOT_FOUND_RU);
  });

  it('answers a missing file with a 404, never the page in its place', async () => {
    for (const pathname of ['/assets/index-Old1234.js', '/favicon.ico', '/missing.css']) {
      const response = await server.api(pathname);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
    }
  });

  it('leaves unknown content-service paths to the content service', async () => {
    const response = await server.api('/content/nope');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain(WEB_INDEX_MARKER);
  });
});

describe('the web app before it is built', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ tweakConfig: (config) => void (config.webRoot = path.join(config.dataDir, 'not-built')) });
  });
  afterAll(() => server.close());

  it('answers pages with a 503 saying how to build it', async () => {
    for (const pathname of ['/', '/home']) {
      const response = await server.api(pathname);
      expect(response.status).toBe(503);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(await response.text()).toContain('npm run build');
    }
  });

  it('still serves the API and the run-time config', async () => {
    expect((await server.api('/healthz')).status).toBe(200);
    expect((await server.api('/app-config.js')).status).toBe(200);
    expect((await server.api('/api/nope')).status).toBe(404);
  });
});
