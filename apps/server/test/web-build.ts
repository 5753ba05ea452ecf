import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PAGE_RENDERER_FILE } from '@awards/contracts';
import type { Config } from '../src/config';

/** A built file's name as Vite makes it: content hash in the name, under assets/. */
export const WEB_ASSET = '/assets/index-B2x7Qk9L.js';
export const WEB_INDEX_MARKER = '<div id="root"></div>';
/** What only the backstage's page (backstage.html) holds. */
export const BACKSTAGE_MARKER = '<title>Awards backstage</title>';

/**
 * A tiny stand-in for `apps/web/dist`, written into the test server's data dir, so that web
 * tests do not need a real build. Pass as `startTestServer({ tweakConfig: withWebBuild })`.
 */
export function withWebBuild(config: Config) {
  const root = path.join(config.dataDir, 'web');
  mkdirSync(path.join(root, 'assets'), { recursive: true });
  writeFileSync(
    path.join(root, 'index.html'),
    `<!doctype html><html lang="en"><head><title>Awards</title><script src="/app-config.js"></script>` +
      `<link rel="preload" href="/assets/inter-latin.woff2" as="font" data-script="latin">` +
      `<link rel="preload" href="/assets/inter-cyrillic.woff2" as="font" data-script="cyrillic">` +
      `<script type="module" src="${WEB_ASSET}"></script></head><body>${WEB_INDEX_MARKER}</body></html>\n`,
  );
  writeFileSync(path.join(root, 'backstage.html'), `<!doctype html><html lang="en"><head>${BACKSTAGE_MARKER}</head><body>${WEB_INDEX_MARKER}</body></html>\n`);
  writeFileSync(path.join(root, WEB_ASSET), 'console.log("app");\n');
  config.webRoot = root;
}

/**
 * `withWebBuild` plus a stand-in for the web build's page renderer (`dist/server/render-page.js`):
 * it draws a page as the path, the language and the timer's lead in that language, which it reads
 * through the fetch the server hands it, as the real one reads the content. `/` sends the visitor
 * to `/home`, `/profile` is the browser's to draw, `/broken` fails to draw and `/gone` draws a 404.
 */
export function withPageRenderer(config: Config) {
  withWebBuild(config);
  const file = path.join(config.webRoot, PAGE_RENDERER_FILE);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(
    file,
    `export function createPageRenderer({ config, fetch }) {
  return {
    async render({ url, language }) {
      const { pathname } = new URL(url);
      if (pathname === '/') return { kind: 'redirect', status: 302, location: '/home' };
      if (pathname === '/profile') return { kind: 'browser-only' };
      if (pathname === '/broken') throw new Error('the renderer failed');
      const timer = await (await fetch('/content/items/timer?fields=translations.*')).json();
      const lead = timer.data.translations.find((row) => row.languages_code === language).description;
      return {
        kind: 'page',
        status: pathname === '/gone' ? 404 : 200,
        title: config.title + ' | ' + pathname,
        html: '<h1>' + pathname + ' in ' + language + '</h1><p class="lead">' + lead + '</p>',
        data: JSON.stringify({ language, note: '$& stays as written' }),
      };
    },
  };
}
`,
  );
}
