import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { CLIENT_CONFIG_PATH } from '@awards/contracts';
import { errors } from '../../lib/errors';
import { clientConfigScript } from './client-config';

const NOT_BUILT = 'The web app is not built yet. Run `npm run build` (or `npm start`, which builds it), then restart the server.\n';

/** Paths that belong to the API and the content service: never answered with the web app. */
const SERVER_PATHS = /^\/(api|content)(\/|$)/;

/** A client-side route such as `/home` or `/voting/3`: a page read, not a missing file like `/logo.png`. */
function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0]!;
  if (SERVER_PATHS.test(pathname)) return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}

/**
 * Serves the built web app from `config.webRoot` with its run-time config. Registered last: its
 * not-found handler answers every path no module claimed, with index.html for the app's own
 * routes and a JSON 404 for everything else.
 */
export const webApp: FastifyPluginAsync = async (app) => {
  const script = clientConfigScript(app.config);
  app.get(CLIENT_CONFIG_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(script),
  );

  const { webRoot } = app.config;
  const built = existsSync(path.join(webRoot, 'index.html'));
  if (built) {
    const hashedAssets = path.join(webRoot, 'assets') + path.sep;
    // One route per file found at start (no wildcard), so that `/content/*` misses still reach
    // the content service's own not-found handler. Vite names every file under assets/ by its
    // content hash, so those can be cached for good; anything else is revalidated each time.
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      cacheControl: false,
      setHeaders: (response, filePath) =>
        response.setHeader('cache-control', filePath.startsWith(hashedAssets) ? 'public, max-age=31536000, immutable' : 'no-cache'),
    });
  } else {
    app.log.warn({ webRoot }, 'the web app is not built: pages answer 503 until `npm run build` and a restart');
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (!isPageRequest(request)) throw errors.notFound();
    if (!built) return reply.code(503).type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send(NOT_BUILT);
    return reply.code(200).sendFile('index.html');
  });
};
