import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
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
    `<!doctype html><html lang="en"><head><script src="/app-config.js"></script>` +
      `<script type="module" src="${WEB_ASSET}"></script></head><body>${WEB_INDEX_MARKER}</body></html>\n`,
  );
  writeFileSync(path.join(root, 'backstage.html'), `<!doctype html><html lang="en"><head>${BACKSTAGE_MARKER}</head><body>${WEB_INDEX_MARKER}</body></html>\n`);
  writeFileSync(path.join(root, WEB_ASSET), 'console.log("app");\n');
  config.webRoot = root;
}

/** Fallbacks the stand-in first screen uses where the timer content has no text (the app's defaults). */
export const SHELL_FALLBACK = { description: 'The default lead', subDescription: '' };

/**
 * `withWebBuild` plus a stand-in for the first screens the web build draws (`dist/shell/`): the
 * language in an h1, and the title and timer texts as tokens, as the real ones have them.
 */
export function withDrawnFirstScreen(config: Config) {
  withWebBuild(config);
  const shellDir = path.join(config.webRoot, 'shell');
  mkdirSync(shellDir, { recursive: true });
  const slots = Object.entries(SHELL_FALLBACK).map(([field, fallback]) => ({ field, token: `%timer.${field}%`, fallback }));
  for (const locale of ['en', 'es', 'ru', 'pt']) {
    writeFileSync(
      path.join(shellDir, `${locale}.html`),
      `<h1>first screen in ${locale}</h1><a aria-label="%APP_TITLE%, home">%APP_TITLE%</a>` +
        `<p class="hero__lead">%timer.description%</p><p class="hero__note">%timer.subDescription%</p>`,
    );
  }
  const timerTexts = Object.fromEntries(['EN', 'SP', 'RU', 'PT'].map((code) => [code, slots]));
  writeFileSync(path.join(shellDir, 'shell.json'), JSON.stringify({ paths: ['/', '/home', '/signin'], titlePlaceholder: '%APP_TITLE%', timerTexts }));
}
