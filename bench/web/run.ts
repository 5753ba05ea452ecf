import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { audit, htmlReport } from './lighthouse';
import { initialJavaScript, loadedJavaScript } from './initial-js';
import { formatSummary } from './report';
import { startServer, type RunningServer } from './server';

/**
 * `npm run bench:web`: Lighthouse (mobile, default config) on /home of the production build as
 * the real server serves it, plus the gzip size of the JavaScript /home needs before it first
 * renders. Prints the four category scores, the lab metrics and what lost points, and writes
 * bench-results/web.json (and the full report as web-lighthouse.html). Low scores never fail it:
 * these machines are shared and noisy. Errors do.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const resultsDir = path.join(root, 'bench-results');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAGE = '/home';

const build = spawnSync(process.execPath, ['scripts/build-if-needed.mjs'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

let server: RunningServer | undefined;
// Ctrl-C or a kill must not leave the server running: stop it, then leave.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void (server?.stop() ?? Promise.resolve()).finally(() => process.exit(130));
  });
}

try {
  process.stdout.write('Starting the server on a fresh data directory...\n');
  server = await startServer(root);
  const url = `${server.origin}${PAGE}`;
  const page = await fetch(url);
  if (!page.ok) throw new Error(`${url} answered ${page.status}`);
  const initial = initialJavaScript(await page.text(), path.join(root, 'apps/web/dist'));

  process.stdout.write(`Running Lighthouse (mobile) on ${url}...\n\n`);
  const result = await audit(url, chromePath);
  const loaded = await loadedJavaScript(result.scriptUrls);

  process.stdout.write(formatSummary(result, initial, loaded));
  mkdirSync(resultsDir, { recursive: true });
  const summary = {
    at: new Date().toISOString(),
    node: process.version,
    lighthouse: result.lighthouseVersion,
    browser: result.userAgent,
    page: PAGE,
    formFactor: 'mobile',
    scores: result.scores,
    metrics: result.metrics,
    // `initial`: the module entry and modulepreload links of /home's HTML with their static
    // imports, from apps/web/dist. `loaded`: every script Lighthouse saw during the page load.
    javascript: { initial, loaded },
    findings: result.findings,
    warnings: result.warnings,
  };
  writeFileSync(path.join(resultsDir, 'web.json'), JSON.stringify(summary, null, 2) + '\n');
  writeFileSync(path.join(resultsDir, 'web-lighthouse.html'), htmlReport(result.report));
  process.stdout.write(`\nwritten to ${path.relative(process.cwd(), path.join(resultsDir, 'web.json'))} (full report: web-lighthouse.html)\n`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await server?.stop();
}
