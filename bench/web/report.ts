import { CATEGORIES, type Audit, type Category } from './lighthouse';
import type { ScriptTotal } from './initial-js';

/** What bench:web keeps of one page in one language: its median run's figures and its JavaScript. */
export type PageResult = {
  page: string;
  language: string;
  status: number;
  /** 200, or 404 for the not-found page: a page answering otherwise is noted, not failed. */
  expectedStatus: number;
  /** The server drew the page (it carries the drawn page's data), rather than leaving it to the browser. */
  drawnByServer: boolean;
  scores: Audit['scores'];
  metrics: Audit['metrics'];
  findings: Audit['findings'];
  warnings: string[];
  /** The performance score of every run, in run order; the figures above are the median run's. */
  performanceRuns: number[];
  // `initial`: the module entry and modulepreload links of the page's HTML with their static
  // imports, from apps/web/dist. `loaded`: every script Lighthouse saw during the page load.
  javascript: { initial: ScriptTotal; loaded: ScriptTotal };
};

const SHORT_NAMES: Record<Category, string> = { performance: 'perf', accessibility: 'a11y', 'best-practices': 'BP', seo: 'SEO' };

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number | undefined) => (value !== undefined && Number.isFinite(value) ? `${Math.round(value)} ms` : 'n/a');
const ratio = (value: number | undefined) => (value !== undefined && Number.isFinite(value) ? value.toFixed(3) : 'n/a');

/** Columns padded to their widest cell; text columns align left, figures right. */
export function formatColumns(header: string[], rows: string[][], leftAligned: number): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column < leftAligned ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n') + '\n';
}

/** One row per page and language: the four scores, LCP, TBT, CLS and the two gzip sizes of JavaScript. */
export function formatTable(results: PageResult[]): string {
  const header = ['page', 'lang', ...CATEGORIES.map((category) => SHORT_NAMES[category]), 'LCP', 'TBT', 'CLS', 'initial JS', 'all JS'];
  const rows = results.map((result) => [
    result.page,
    result.language,
    ...CATEGORIES.map((category) => String(result.scores[category])),
    ms(result.metrics['largest-contentful-paint']),
    ms(result.metrics['total-blocking-time']),
    ratio(result.metrics['cumulative-layout-shift']),
    kb(result.javascript.initial.gzipBytes),
    kb(result.javascript.loaded.gzipBytes),
  ]);
  return formatColumns(header, rows, 2);
}

/**
 * A page's audits under 0.9, one line per category, then its notes. Only the audits' ids, in
 * alphabetical order: their scores and figures (savings, counts) are in web.json, and would keep
 * two languages, or two runs, apart here.
 */
function notes(result: PageResult): string[] {
  const lines = CATEGORIES.filter((category) => result.findings[category].length > 0).map(
    (category) => `  ${category}: ${result.findings[category].map((finding) => finding.id).sort().join(', ')}`,
  );
  if (result.status !== result.expectedStatus) lines.push(`  answered ${result.status}, not ${result.expectedStatus}`);
  if (!result.drawnByServer) lines.push('  not drawn by the server: the browser drew it');
  return [...lines, ...result.warnings.map((warning) => `  Lighthouse: ${warning}`)];
}

/**
 * Below the table, what each page lost points on. A page whose languages lost the same points is
 * listed once, with its languages together, so the list stays short.
 */
export function formatFindings(results: PageResult[]): string {
  const blocks = new Map<string, { page: string; languages: string[]; lines: string[] }>();
  for (const result of results) {
    const lines = notes(result);
    if (lines.length === 0) continue;
    const key = JSON.stringify([result.page, lines]);
    const block = blocks.get(key);
    if (block) block.languages.push(result.language);
    else blocks.set(key, { page: result.page, languages: [result.language], lines });
  }
  if (blocks.size === 0) return 'Every audit of every page scored 0.9 or more.\n';
  const text = [...blocks.values()].map(({ page, languages, lines }) => [`${page} (${languages.join(', ')})`, ...lines].join('\n'));
  return `Audits under 0.9, by page:\n${text.join('\n')}\n`;
}
