import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { WEB_ASSET, withWebBuild } from '../../test/web-build';
import { contentSecurityPolicy } from './security-headers';

const RECAPTCHA = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/', 'https://www.recaptcha.net'];
/** YouTube's privacy-enhanced player, Twitch's player for channels and videos and its clips' player, Kick's player. */
const PLAYERS = ['https://www.youtube-nocookie.com', 'https://player.twitch.tv', 'https://clips.twitch.tv', 'https://player.kick.com'];

/** The Content-Security-Policy header as `{directive: [sources]}`. */
function parsePolicy(header: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function expectSecurityHeaders(response: Response, styleSources = ["'self'"]) {
  const policy = parsePolicy(response.headers.get('content-security-policy'));
  expect(policy['default-src']).toEqual(["'self'"]);
  expect(policy['script-src']).toEqual(["'self'", ...RECAPTCHA]);
  // reCAPTCHA's frame, and the players the backstage's clips and the stream page load on a click: nothing else.
  expect(policy['frame-src']).toEqual([...RECAPTCHA, ...PLAYERS]);
  expect(policy['style-src']).toEqual(styleSources);
  expect(policy['object-src']).toEqual(["'none'"]);
  expect(policy['base-uri']).toEqual(["'self'"]);
  expect(policy['frame-ancestors']).toEqual(["'none'"]);
  expect(policy['script-src']).not.toContain("'unsafe-inline'");

  const hsts = response.headers.get('strict-transport-security') ?? '';
  expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(365 * 24 * 3600);
  expect(hsts).toContain('includeSubDomains');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.has('x-powered-by')).toBe(false);

  // Nothing the site does needs a camera, a microphone, a location or a payment; fullscreen and autoplay only for itself and the players.
  const permissions = response.headers.get('permissions-policy') ?? '';
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'browsing-topics']) expect(permissions).toContain(`${feature}=()`);
  expect(permissions).toContain(`fullscreen=(self ${PLAYERS.map((player) => `"${player}"`).join(' ')})`);
}

describe('security headers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      tweakConfig: withWebBuild,
      extraRoutes: (app) => {
        app.get('/test/own-policy', async (_request, reply) =>
          reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox").send('<svg/>'),
        );
      },
    });
  });
  afterAll(() => server.close());

  const answers: [string, () => Promise<Response>, number][] = [
    ['an API answer', () => server.post('/api/v1/contact_us/', { email: 'fan@example.com', comments: 'Hello there' }), 201],
    ['a validation error', () => server.post('/api/v1/contact_us/', { email: 'nope' }), 400],
    ['a malformed JSON body', () => server.post('/api/v1/contact_us/', '{"email":'), 400],
    ['an unknown API path', () => server.api('/api/nope'), 404],
    ['an unknown path with another method', () => server.api('/nope', { method: 'DELETE' }), 404],
    ['a URL that cannot be decoded', () => server.api('/api/docs/static/%zz'), 400],
    ['the health check', () => server.api('/healthz'), 200],
    ['the run-time config script', () => server.api('/app-config.js'), 200],
    ['index.html', () => server.api('/'), 200],
    ['a client-side route', () => server.api('/voting/3'), 200],
    ['a hashed asset', () => server.api(WEB_ASSET), 200],
  ];

  it.each(answers)('are on %s', async (_what, request, status) => {
    const response = await request();
    expect(response.status).toBe(status);
    expectSecurityHeaders(response);
  });

  it('are on the API reference, which alone may use inline styles (Swagger UI writes style attributes)', async () => {
    const response = await server.api('/api/docs');
    expect(response.status).toBe(200);
    expectSecurityHeaders(response, ["'self'", "'unsafe-inline'"]);
  });

  it('leave a policy a route sets itself in place, as the content service does for SVG assets', async () => {
    const response = await server.api('/test/own-policy');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('let the API reference load under the policy: no inline script, only files from this server', async () => {
    const html = await (await server.api('/api/docs')).text();
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/src="\/api\/docs\/static\//);
      expect(body!.trim()).toBe('');
    }
    const initializer = await server.api('/api/docs/static/swagger-initializer.js');
    expect(initializer.status).toBe(200);
    expect(await initializer.text()).toContain('./json');
  });
});

describe('the content security policy', () => {
  it('allows images and data from the content service when it is on another host', () => {
    const policy = contentSecurityPolicy('https://cms.example.com/awards');
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'https://cms.example.com']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://cms.example.com']);
  });

  it('adds nothing for a content service on this server', () => {
    const policy = contentSecurityPolicy('/content');
    expect(policy['img-src']).toEqual(["'self'", 'data:']);
    expect(policy['connect-src']).toEqual(["'self'"]);
  });
});

describe('security headers with a content service elsewhere', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { CONTENT_BASE_URL: 'https://cms.example.com/' } });
  });
  afterAll(() => server.close());

  it('name its origin in the served policy', async () => {
    const policy = parsePolicy((await server.api('/healthz')).headers.get('content-security-policy'));
    expect(policy['connect-src']).toEqual(["'self'", 'https://cms.example.com']);
    expect(policy['img-src']).toContain('https://cms.example.com');
  });
});
