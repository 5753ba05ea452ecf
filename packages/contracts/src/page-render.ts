import type { ClientConfig } from './client-config';
import type { LanguageCode } from './languages';

/**
 * The web build's page renderer (`apps/web/dist/server`), which the server loads at start to send
 * every public page already drawn in the visitor's language; the browser's app then takes it over.
 */

/** The element of a drawn page holding what the browser's app needs to take it over, as JSON. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** Where the server finds the renderer in the web build, from the build's root. */
export const PAGE_RENDERER_FILE = 'server/render-page.js';

export interface PageRendererSetup {
  /** The run-time config the browser gets from `/app-config.js`. */
  config: ClientConfig;
  /** How the renderer reads the API and the content service: in the server's process, not over the network. */
  fetch: typeof fetch;
}

export type RenderedPage =
  /** `html` goes inside #root; `data` is the JSON the browser's app reads back from PAGE_DATA_ELEMENT_ID. */
  | { kind: 'page'; status: number; title: string; html: string; data: string }
  | { kind: 'redirect'; status: number; location: string }
  /** A page only the browser can draw (it needs the session, which lives in the browser's storage). */
  | { kind: 'browser-only' };

export interface PageRenderer {
  render(request: { url: string; language: LanguageCode }): Promise<RenderedPage>;
}

/** The renderer module's one export. */
export type CreatePageRenderer = (setup: PageRendererSetup) => PageRenderer;
