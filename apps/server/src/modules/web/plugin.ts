import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { CLIENT_CONFIG_PATH, CONTENT_COLLECTIONS, DEFAULT_LANGUAGE, fillPath, getContentItems, isLanguageCode, toCamel, type TimerItem } from '@awards/contracts';
import { errors } from '../../lib/errors';
import { clientConfigScript } from './client-config';
import { encodePage, pageEncoding } from './page-encoding';
import { loadPageShells, pageLanguage, type TimerTranslations } from './page-shell';
import { PRIVACY_POLICY_DOCUMENT, privacyPolicyPage } from './privacy-policy-page';

const NOT_BUILT = 'The web app is not built yet. Run `npm run build` (or `npm start`, which builds it), then restart the server.\n';

/** Paths that belong to the API and the content service: never answered with the web app. */
const SERVER_PATHS = /^\/(api|content)(\/|$)/;

/** The backstage's pages: its own app (backstage.html), built apart from the site's. */
const BACKSTAGE_PATHS = /^\/backstage(\/|$)/;

/** A client-side route such as `/home` or `/voting/3`: a page read, not a missing file like `/logo.png`. */
function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0]!;
  if (SERVER_PATHS.test(pathname)) return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}

/**
 * The timer's texts for the first screen, read through the content service like any client does
 * (its tables are its own); without them the first screen shows the app's default texts.
 */
async function timerTranslations(app: FastifyInstance): Promise<TimerTranslations> {
  const url = `${fillPath(getContentItems.path, { collection: CONTENT_COLLECTIONS.timer })}?fields=translations.*`;
  const response = await app.inject({ method: 'GET', url });
  if (response.statusCode !== 200) return undefined;
  return (toCamel(response.json()) as { data?: Partial<Pick<TimerItem, 'translations'>> }).data?.translations;
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
  const shells = existsSync(path.join(webRoot, 'index.html')) ? loadPageShells(webRoot, app.config.appTitle) : undefined;
  if (shells) {
    const hashedAssets = path.join(webRoot, 'assets') + path.sep;
    // One route per file found at start (no wildcard), so that `/content/*` misses still reach
    // the content service's own not-found handler. Vite names every file under assets/ by its
    // content hash, so those can be cached for good; anything else is revalidated each time.
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      // `/` is a page like any other (below), and the first screens are parts of pages, not files.
      index: false,
      allowedPath: (pathname) => !pathname.startsWith('/shell/'),
      // The privacy policy is drawn from the content (privacy-policy-page.ts); a build from before that has a file of it.
      globIgnore: [PRIVACY_POLICY_DOCUMENT.slice(1)],
      cacheControl: false,
      setHeaders: (response, filePath) =>
        response.setHeader('cache-control', filePath.startsWith(hashedAssets) ? 'public, max-age=31536000, immutable' : 'no-cache'),
    });
  } else {
    app.log.warn({ webRoot }, 'the web app is not built: pages answer 503 until `npm run build` and a restart');
  }
  const backstageFile = path.join(webRoot, 'backstage.html');
  const backstagePage = shells && existsSync(backstageFile) ? readFileSync(backstageFile, 'utf8') : undefined;
  const defaultLanguage = isLanguageCode(app.config.defaultLocale) ? app.config.defaultLocale : DEFAULT_LANGUAGE;

  app.setNotFoundHandler(async (request, reply) => {
    if (!isPageRequest(request)) throw errors.notFound();
    if (!shells) return reply.code(503).type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send(NOT_BUILT);
    const pathname = request.url.split('?')[0]!;
    const timer = shells.drawsFirstScreen(pathname) ? await timerTranslations(app) : undefined;
    const page = backstagePage && BACKSTAGE_PATHS.test(pathname) ? backstagePage : shells.page(pathname, pageLanguage(request.headers.cookie, defaultLanguage), timer);
    // The page differs by the language cookie, so a cache must keep one copy per cookie. It is
    // compressed by hand because @fastify/compress works per route, and a not-found handler has none.
    reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'cookie, accept-encoding');
    const encoding = pageEncoding(request.headers['accept-encoding']);
    return encoding ? reply.header('content-encoding', encoding).send(encodePage(page, encoding)) : reply.send(page);
  });
};
