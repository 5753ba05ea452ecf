import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { PAGE_RENDERER_FILE, type CreatePageRenderer, type PageRenderer } from '@awards/contracts';
import { clientConfig } from './client-config';

/** A relative address's stand-in origin: what resolves against it is this server's own. */
const OWN = 'http://own.invalid';

/** Statuses whose answer has no body, which a Response refuses to be built with. */
const NO_BODY = new Set([204, 205, 304]);

/**
 * The renderer's reads, answered inside this process as if they had come over the network: the
 * same routes, checks and cached answers, without a socket. An absolute address elsewhere (a
 * content service deployed apart) is fetched.
 */
function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), OWN);
    if (url.origin !== OWN) return fetch(input, init);
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as InjectOptions['method'],
      url: url.pathname + url.search,
      headers: Object.fromEntries(new Headers(init?.headers)),
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(NO_BODY.has(answer.statusCode) ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
  };
}

/**
 * The web build's page renderer, or nothing when the build has none (an old build, or a test's
 * stand-in): pages are then sent for the browser to draw.
 */
export async function loadPageRenderer(app: FastifyInstance, webRoot: string): Promise<PageRenderer | undefined> {
  const file = path.join(webRoot, PAGE_RENDERER_FILE);
  if (!existsSync(file)) return undefined;
  const { createPageRenderer } = (await import(pathToFileURL(file).href)) as { createPageRenderer: CreatePageRenderer };
  return createPageRenderer({ config: clientConfig(app.config), fetch: inProcessFetch(app) });
}
