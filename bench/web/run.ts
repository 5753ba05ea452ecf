import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, LANGUAGE_COOKIE, PAGE_DATA_ELEMENT_ID, type LanguageCode } from '@awards/contracts';
import { audit, htmlReport, type Audit } from './lighthouse';
import { initialJavaScript, loadedJavaScript } from './initial-js';
import { medianRun } from './median';
import { formatFindings, formatTable, type PageResult } from './report';
import { startServer, type RunningServer } from './server';

/**
 * `npm run bench:web`: Lighthouse (mobile, default config) on every public page of the production
 * build, in English and in Russian (or the languages `BENCH_LANGUAGES` lists), as the real server
 * serves them in the voting phase, plus the gzip size of the JavaScript each page needs before it
 * first renders. `BENCH_RUNS` runs each page that many times and keeps the median run. Prints one table and what lost points, and writes
 * bench-results/web.json (and the full report of the page with the worst performance score as
 * web-lighthouse.html). Low scores never fail it: these machines are shared and noisy. Errors do.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const resultsDir = path.join(root, 'bench-results');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const NOT_FOUND = '/no-such-page';
const ALL_PAGES = ['/home', '/voting/1', '/loty', '/stream', '/giveaway', '/application-form/3', '/privacy-policy', '/terms-of-use', '/cookies-policy', NOT_FOUND];
/** Every public page unless `BENCH_PAGES` lists some of them, e.g. `/home,/loty`. */
const PAGES = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',').map((page) => page.trim()) : ALL_PAGES;
const unlisted = PAGES.filter((page) => !ALL_PAGES.includes(page));
if (unlisted.length > 0) throw new Error(`BENCH_PAGES: ${unlisted.join(', ')} is not one of the measured pages (${ALL_PAGES.join(', ')})`);
/** English and Russian (a Latin and a Cyrillic page) unless `BENCH_LANGUAGES` lists others, e.g. `EN,SP,RU,PT`. */
const PAGE_LANGUAGES = (process.env.BENCH_LANGUAGES ?? 'EN,RU').split(',').map((code) => code.trim().toUpperCase()) as LanguageCode[];
const unknown = PAGE_LANGUAGES.filter((code) => !LANGUAGES.some((language) => language.code === code));
if (unknown.length > 0) throw new Error(`BENCH_LANGUAGES: no language ${unknown.join(', ')} (the site's are ${LANGUAGES.map((language) => language.code).join(', ')})`);

const runs = Number(process.env.BENCH_RUNS ?? 1);
if (!Number.isInteger(runs) || runs < 1) throw new Error('BENCH_RUNS must be a whole number above 0');

const build = spawnSync(process.execPath, ['scripts/build-if-needed.mjs'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

let server: RunningServer | undefined;
// Ctrl-C or a kill must not leave the server running: stop it, then leave.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void (server?.stop() ?? Promise.resolve()).finally(() => process.exit(130));
  });
}

type Visit = Pick<PageResult, 'page' | 'status' | 'expectedStatus' | 'drawnByServer'> & {
  language: LanguageCode;
  url: string;
  headers: Record<string, string>;
  html: string;
};

/**
 * The page as the server sends it to a visitor whose language cookie says `language`, checked
 * before any audit so that a wrong page fails the run in seconds: no redirect (Lighthouse would
 * audit another page), and, when the server drew it, the language asked for.
 */
async function visit(origin: string, page: string, language: LanguageCode): Promise<Visit> {
  const url = `${origin}${page}`;
  const headers = { Cookie: `${LANGUAGE_COOKIE}=${language}` };
  const response = await fetch(url, { headers, redirect: 'manual' });
  if (response.status >= 300 && response.status < 400) throw new Error(`${page} redirects to ${response.headers.get('location')} in ${language}`);
  const html = await response.text();
  const drawnByServer = html.includes(`id="${PAGE_DATA_ELEMENT_ID}"`);
  const locale = LANGUAGES.find(({ code }) => code === language)!.locale;
  if (drawnByServer && !html.includes(`<html lang="${locale}"`)) throw new Error(`${page} was drawn, but not in ${language}: did the language cookie reach the server?`);
  return { page, language, url, headers, status: response.status, expectedStatus: page === NOT_FOUND ? 404 : 200, html, drawnByServer };
}

/** `runs` audits of a page, in a fresh browser each; the median run's figures. */
async function measure(page: Visit): Promise<{ result: PageResult; median: Audit }> {
  const audits: Audit[] = [];
  for (let run = 1; run <= runs; run++) {
    const started = Date.now();
    audits.push(await audit(page.url, chromePath, page.headers));
    const label = runs > 1 ? ` run ${run}/${runs}` : '';
    process.stdout.write(`  ${page.page} ${page.language}${label}: performance ${audits.at(-1)!.scores.performance} (${Math.round((Date.now() - started) / 1000)} s)\n`);
  }
  const median = medianRun(audits);
  const result: PageResult = {
    page: page.page,
    language: page.language,
    status: page.status,
    expectedStatus: page.expectedStatus,
    drawnByServer: page.drawnByServer,
    scores: median.scores,
    metrics: median.metrics,
    findings: median.findings,
    warnings: median.warnings,
    performanceRuns: audits.map((run) => run.scores.performance),
    javascript: { initial: initialJavaScript(page.html, path.join(root, 'apps/web/dist')), loaded: await loadedJavaScript(median.scriptUrls) },
  };
  return { result, median };
}

try {
  const started = Date.now();
  process.stdout.write('Starting the server on a fresh data directory, seeded in the voting phase...\n');
  server = await startServer(root, 'voting');
  const origin = server.origin;
  const visits = await Promise.all(PAGES.flatMap((page) => PAGE_LANGUAGES.map((language) => visit(origin, page, language))));

  process.stdout.write(`Running Lighthouse (mobile) ${runs} time(s) on each of ${visits.length} pages...\n`);
  const results: PageResult[] = [];
  let worst: { result: PageResult; median: Audit } | undefined;
  for (const page of visits) {
    const measured = await measure(page);
    results.push(measured.result);
    if (!worst || measured.result.scores.performance < worst.result.scores.performance) worst = measured;
  }
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);

  process.stdout.write(`\n${formatTable(results)}\n${formatFindings(results)}`);
  mkdirSync(resultsDir, { recursive: true });
  const summary = {
    at: new Date().toISOString(),
    node: process.version,
    lighthouse: worst!.median.lighthouseVersion,
    browser: worst!.median.userAgent,
    formFactor: 'mobile',
    scenario: 'voting',
    runsPerPage: runs,
    minutes: Number(minutes),
    report: { page: worst!.result.page, language: worst!.result.language, file: 'web-lighthouse.html' },
    pages: results,
  };
  writeFileSync(path.join(resultsDir, 'web.json'), JSON.stringify(summary, null, 2) + '\n');
  writeFileSync(path.join(resultsDir, 'web-lighthouse.html'), htmlReport(worst!.median.report));
  const written = path.relative(process.cwd(), path.join(resultsDir, 'web.json'));
  process.stdout.write(`\n${minutes} min; written to ${written} (full report of ${worst!.result.page} ${worst!.result.language}, the lowest performance: web-lighthouse.html)\n`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await server?.stop();
}
