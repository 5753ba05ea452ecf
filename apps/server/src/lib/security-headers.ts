import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { errors, sendError } from './errors';

/** reCAPTCHA v3 loads its script from these places and runs its checks in a frame from them. */
const RECAPTCHA_SOURCES = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/', 'https://www.recaptcha.net'];

/**
 * The platforms' players, each loaded only when someone clicks to load it: an entry's clip in the
 * backstage (a Twitch clip plays from clips.twitch.tv, a Twitch video from player.twitch.tv) and
 * the live show's streams on the stream page (a Twitch channel plays from player.twitch.tv, a
 * Kick channel from player.kick.com, a YouTube channel's live stream from youtube-nocookie). The
 * frames these players open inside themselves answer to the platforms' own policies, not this one.
 */
const PLAYERS = ['https://www.youtube-nocookie.com', 'https://player.twitch.tv', 'https://clips.twitch.tv', 'https://player.kick.com'];

/** The content service's origin when it is configured on another host; a relative base is this server. */
function contentOrigin(contentBaseUrl: string): string[] {
  if (!URL.canParse(contentBaseUrl)) return [];
  const url = new URL(contentBaseUrl);
  return url.protocol === 'https:' || url.protocol === 'http:' ? [url.origin] : [];
}

/**
 * The site's policy: scripts and styles only from this server (no inline code), images and data
 * from here and the content service, and nobody may frame the site. `upgrade-insecure-requests`
 * is left out on purpose: it would break a local run on plain http.
 */
export function contentSecurityPolicy(contentBaseUrl: string): Record<string, string[]> {
  const content = contentOrigin(contentBaseUrl);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...RECAPTCHA_SOURCES],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'"],
    'frame-src': [...RECAPTCHA_SOURCES, ...PLAYERS],
    'img-src': ["'self'", 'data:', ...content],
    'connect-src': ["'self'", ...content],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** Powerful features nothing on the site uses: no page, and no frame in one, may ask for them. */
const DENIED_FEATURES = [
  'accelerometer',
  'bluetooth',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
];
/** What the players need, for the site itself and the players' own frames. */
const PLAYER_FEATURES = ['autoplay', 'encrypted-media', 'fullscreen', 'picture-in-picture'];

/** The Permissions-Policy header: the players keep what they play with, everything powerful is off. */
export const PERMISSIONS_POLICY = [
  ...DENIED_FEATURES.map((feature) => `${feature}=()`),
  ...PLAYER_FEATURES.map((feature) => `${feature}=(self ${PLAYERS.map((origin) => `"${origin}"`).join(' ')})`),
].join(', ');

function helmetOptions(contentBaseUrl: string) {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(contentBaseUrl) },
    strictTransportSecurity: { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  } as const;
}

/** Writes every security header on a raw response: helmet's, and the Permissions-Policy, which helmet does not write. */
function securityHeaderWriter(contentBaseUrl: string) {
  // Built once: helmet's own Fastify plugin builds its middleware again for every request.
  const applyHelmet = helmet(helmetOptions(contentBaseUrl));
  return (request: IncomingMessage, response: ServerResponse, done: (error?: Error) => void) => {
    response.setHeader('permissions-policy', PERMISSIONS_POLICY);
    applyHelmet(request, response, (error) => done(error as Error | undefined));
  };
}

/**
 * The headers are written in an onRequest hook, on the raw response, so they are on every answer:
 * routes, errors and not-found alike. A route that sets its own Content-Security-Policy (the
 * content service's SVG assets) wins, because headers set on the reply replace those set on the
 * raw response.
 */
export const securityHeaders = fp(async (app) => {
  const write = securityHeaderWriter(app.config.contentBaseUrl);
  app.addHook('onRequest', (request, reply, done) => write(request.raw, reply.raw, done));
});

/**
 * Fastify answers a URL it cannot decode (`/content/assets/%zz`) before any hook runs. This
 * handler, given to Fastify as `frameworkErrors`, adds the same headers and the standard body.
 */
export function frameworkErrorHandler(contentBaseUrl: string): FastifyServerOptions['frameworkErrors'] {
  const write = securityHeaderWriter(contentBaseUrl);
  return (_error, request, reply) => {
    write(request.raw, reply.raw, () => {});
    sendError(request, reply, errors.badRequest());
  };
}
