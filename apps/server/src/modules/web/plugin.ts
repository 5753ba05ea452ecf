import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { CLIENT_CONFIG_PATH, DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode, type PageRenderer, type RenderedPage } from '@awards/contracts';
import { errors } from '../../lib/errors';
import { clientConfigScript } from './client-config';
import { preferredEncoding } from '../../lib/accept-encoding';
import { encodePage } from './page-encoding';
import { loadPageRenderer } from './page-renderer';
import { loadPageShell, pageLanguage } from './page-shell';
import { PRIVACY_POLICY_DOCUMENT, privacyPolicyPage } from './privacy-policy-page';

const NOT_BUILT = 'The web app is not built yet. Run `npm run build` (or `npm start`, which builds it), then restart the server.\n';

/** Paths that belong to the API and the content service: never answered with the web app. */
const SERVER_PATHS = /^\/(api|content)(\/|$)/;

/** The backstage's pages: its own app (backstage.html), built apart from the site's, drawn by the browser. */
const BACKSTAGE_PATHS = /^\/backstage(\/|$)/;

/** The origin a page's address is read against: the renderer needs an absolute one, and only its path matters. */
const OWN_ORIGIN = 'http://site.invalid';

/** A client-side route such as `/home` or `/voting/3`: a page read, not a missing file like `/logo.png`. */
function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0]!;
  if (SERVER_PATHS.test(pathname)) return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}

const BROWSER_DRAWS: RenderedPage = { kind: 'browser-only' };

/** The page drawn by the renderer; should drawing fail, the browser draws it, and the log says why. */
async function drawPage(renderer: PageRenderer, request: FastifyRequest, language: LanguageCode): Promise<RenderedPage> {
  try {
    return await renderer.render({ url: new URL(request.url, OWN_ORIGIN).href, language });
  } catch (error) {
    request.log.error({ err: error }, 'a page could not be drawn on the server: the browser draws it');
    return BROWSER_DRAWS;
  }
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
  await app.register(privacyPolicyPage);

  const { webRoot } = app.config;
  const shell = existsSync(path.join(webRoot, 'index.html')) ? loadPageShell(webRoot) : undefined;
  const renderer = shell && (await loadPageRenderer(app, webRoot));
  if (shell) {
    const hashedAssets = path.join(webRoot, 'assets') + path.sep;
    // One route per file found at start (no wildcard), so that `/content/*` misses still reach
    // the content service's own not-found handler. Vite names every file under assets/ by its
    // content hash, so those can be cached for good; anything else is revalidated each time.
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      // `/` is a page like any other (below), and the renderer is the server's, not a file to serve.
      index: false,
      allowedPath: (pathname) => !pathname.startsWith('/server/'),
      // The privacy policy is drawn from the content (privacy-policy-page.ts); a build from before that has a file of it.
      globIgnore: [PRIVACY_POLICY_DOCUMENT.slice(1), 'server/**'],
      cacheControl: false,
      setHeaders: (response, filePath) =>
        response.setHeader('cache-control', filePath.startsWith(hashedAssets) ? 'public, max-age=31536000, immutable' : 'no-cache'),
    });
  } else {
    app.log.warn({ webRoot }, 'the web app is not built: pages answer 503 until `npm run build` and a restart');
  }
  const backstageFile = path.join(webRoot, 'backstage.html');
  const backstagePage = shell && existsSync(backstageFile) ? readFileSync(backstageFile, 'utf8') : undefined;
  const defaultLanguage = isLanguageCode(app.config.defaultLocale) ? app.config.defaultLocale : DEFAULT_LANGUAGE;

  app.setNotFoundHandler(async (request, reply) => {
    if (!isPageRequest(request)) throw errors.notFound();
    if (!shell) return reply.code(503).type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send(NOT_BUILT);
    const pathname = request.url.split('?')[0]!;
    const language = pageLanguage(request.headers.cookie, defaultLanguage);
    const drawn = renderer && !BACKSTAGE_PATHS.test(pathname) ? await drawPage(renderer, request, language) : BROWSER_DRAWS;
    if (drawn.kind === 'redirect') return reply.header('cache-control', 'no-cache').redirect(drawn.location, drawn.status);
    const page = backstagePage && BACKSTAGE_PATHS.test(pathname) ? backstagePage : drawn.kind === 'page' ? shell.filled(drawn, language) : shell.empty(language);
    reply.code(drawn.kind === 'page' ? drawn.status : 200);
    // The page differs by the language cookie, so a cache must keep one copy per cookie. It is
    // compressed by hand because @fastify/compress works per route, and a not-found handler has none.
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'cookie, accept-encoding');
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    return encoding !== 'identity' ? reply.header('content-encoding', encoding).send(encodePage(page, encoding)) : reply.send(page);
  });
};
