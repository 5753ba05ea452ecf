import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../src/config';

/** A built file's name as Vite makes it: content hash in the name, under assets/. */
export const WEB_ASSET = '/assets/index-B2x7Qk9L.js';
export const WEB_INDEX_MARKER = '<div id="root"></div>';

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
  writeFileSync(path.join(root, WEB_ASSET), 'console.log("app");\n');
  config.webRoot = root;
}
