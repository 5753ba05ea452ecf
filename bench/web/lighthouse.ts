import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { generateReport, type Result } from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** The lab metrics that make up most of the performance score, with the unit they print in. */
export const METRICS = [
  { id: 'first-contentful-paint', label: 'FCP', unit: 'ms' },
  { id: 'largest-contentful-paint', label: 'LCP', unit: 'ms' },
  { id: 'total-blocking-time', label: 'TBT', unit: 'ms' },
  { id: 'cumulative-layout-shift', label: 'CLS', unit: '' },
  { id: 'speed-index', label: 'Speed Index', unit: 'ms' },
] as const;

export type Finding = { id: string; title: string; score: number | null; displayValue?: string };
export type Audit = {
  scores: Record<Category, number>;
  metrics: Record<string, number>;
  findings: Record<Category, Finding[]>;
  scriptUrls: string[];
  warnings: string[];
  lighthouseVersion: string;
  userAgent: string;
  report: Result;
};

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Audits that only inform, do not apply, or need a person are not failures. */
const SCORED_MODES = new Set(['binary', 'numeric', 'metricSavings']);

/**
 * What a category lost points on: its scored audits under Lighthouse's pass mark of 0.9, worst
 * first. The metrics have their own figures, and the report hides the `hidden` group (the newer
 * insights that repeat the diagnostics, and metrics no longer scored): so are they here.
 */
function findings(report: Result, category: Category): Finding[] {
  return report.categories[category]!.auditRefs
    .filter((ref) => ref.group !== 'metrics' && ref.group !== 'hidden')
    .map((ref) => report.audits[ref.id]!)
    .filter((audit) => SCORED_MODES.has(audit.scoreDisplayMode) && audit.score !== null && audit.score < 0.9)
    .sort((a, b) => (a.score ?? 0) - (b.score ?? 0))
    .map((audit) => ({ id: audit.id, title: audit.title, score: audit.score, ...(audit.displayValue ? { displayValue: audit.displayValue } : {}) }));
}

/** The scripts the page loaded, as the `network-requests` audit lists them. */
function scriptUrls(report: Result, origin: string): string[] {
  const details = report.audits['network-requests']?.details;
  const items = details && 'items' in details ? (details.items as { url?: unknown; resourceType?: unknown }[]) : [];
  return items
    .filter((item) => item.resourceType === 'Script' && typeof item.url === 'string' && item.url.startsWith(origin))
    .map((item) => item.url as string);
}

/** Lighthouse ran but could not measure the page (a trace it could not read, say). */
class RuntimeError extends Error {}

const ATTEMPTS = 4;

async function auditOnce(url: string, chromePath: string, headers: Record<string, string>): Promise<Audit> {
  // chrome-launcher reports a missing browser as an unhandled error event: check first.
  if (!existsSync(chromePath)) throw new Error(`no Chromium at ${chromePath} (set CHROMIUM_PATH)`);
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...CATEGORIES],
      extraHeaders: headers,
      ignoreStatusCode: true,
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const report = result.lhr;
    if (report.runtimeError) throw new RuntimeError(`Lighthouse could not audit ${url}: ${report.runtimeError.code} ${report.runtimeError.message}`);
    const scores = Object.fromEntries(
      CATEGORIES.map((category) => {
        const score = report.categories[category]?.score;
        if (typeof score !== 'number') throw new Error(`Lighthouse gave no ${category} score (an audit it needs failed; see the report)`);
        return [category, Math.round(score * 100)];
      }),
    ) as Record<Category, number>;
    return {
      scores,
      metrics: Object.fromEntries(METRICS.map(({ id }) => [id, report.audits[id]?.numericValue ?? Number.NaN])),
      findings: Object.fromEntries(CATEGORIES.map((category) => [category, findings(report, category)])) as Record<Category, Finding[]>,
      scriptUrls: scriptUrls(report, new URL(url).origin),
      warnings: report.runWarnings,
      lighthouseVersion: report.lighthouseVersion,
      userAgent: report.environment.hostUserAgent,
      report,
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * One Lighthouse run of `url` with its default config (mobile: a Moto G Power-sized screen,
 * simulated slow 4G and a 4x slower CPU) in Debian's Chromium, headless and offline-safe.
 * `headers` go with every request of the load (a cookie, say). A page answering an error status is
 * audited as it is: the not-found page answers 404 by design, so the caller checks statuses itself.
 * Now and then the browser's trace of a load is unreadable (NO_NAVSTART), and Lighthouse asks to
 * run again: so it does, in a fresh browser, up to `ATTEMPTS` times in all (twice in a row happens).
 */
export async function audit(url: string, chromePath: string, headers: Record<string, string> = {}): Promise<Audit> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url, chromePath, headers);
    } catch (error) {
      if (!(error instanceof RuntimeError) || attempt === ATTEMPTS) throw error;
      process.stdout.write(`  ${error.message}: running it again\n`);
    }
  }
}

export function htmlReport(report: Result): string {
  return generateReport(report, 'html');
}
