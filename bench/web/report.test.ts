import { describe, expect, it } from 'vitest';
import { formatColumns, formatFindings, formatTable, type PageResult } from './report';

const scripts = (gzipBytes: number) => ({ files: [], bytes: gzipBytes * 3, gzipBytes });

function result(page: string, language: string, changes: Partial<PageResult> = {}): PageResult {
  return {
    page,
    language,
    status: 200,
    expectedStatus: 200,
    drawnByServer: true,
    scores: { performance: 97, accessibility: 100, 'best-practices': 100, seo: 92 },
    metrics: { 'largest-contentful-paint': 1834.4, 'total-blocking-time': 12.6, 'cumulative-layout-shift': 0.0123 },
    findings: { performance: [], accessibility: [], 'best-practices': [], seo: [] },
    warnings: [],
    performanceRuns: [97],
    javascript: { initial: scripts(40_960), loaded: scripts(71_680) },
    ...changes,
  };
}

describe('the bench:web table', () => {
  it('pads every column to its widest cell, text to the left and figures to the right', () => {
    expect(formatColumns(['page', 'score'], [['/home', '9'], ['/privacy-policy', '100']], 1)).toBe(
      ['page             score', '/home                9', '/privacy-policy    100', ''].join('\n'),
    );
  });

  it('shows one row per page and language: scores, LCP and TBT in ms, CLS, and the gzip sizes of JavaScript', () => {
    const lines = formatTable([result('/home', 'EN'), result('/no-such-page', 'RU', { metrics: {} })]).split('\n');
    expect(lines[0]!.split(/\s+/)).toEqual(['page', 'lang', 'perf', 'a11y', 'BP', 'SEO', 'LCP', 'TBT', 'CLS', 'initial', 'JS', 'all', 'JS']);
    expect(lines[1]!.split(/\s{2,}/)).toEqual(['/home', 'EN', '97', '100', '100', '92', '1834 ms', '13 ms', '0.012', '40.0 KB', '70.0 KB']);
    expect(lines[2]!.split(/\s{2,}/)).toEqual(['/no-such-page', 'RU', '97', '100', '100', '92', 'n/a', 'n/a', 'n/a', '40.0 KB', '70.0 KB']);
  });
});

describe('the audits under 0.9 below the table', () => {
  const contrast = { id: 'color-contrast', title: 'Contrast', score: 0 };
  const unusedJs = { id: 'unused-javascript', title: 'Unused JavaScript', score: 0.5, displayValue: 'Est savings of 20 KiB' };
  const renderBlocking = { id: 'render-blocking-resources', title: 'Render-blocking requests', score: 0 };

  it('lists each page with the audits it lost points on, one line per category, and once for languages that lost the same', () => {
    const findings = { performance: [renderBlocking, unusedJs], accessibility: [contrast], 'best-practices': [], seo: [] };
    const text = formatFindings([
      result('/home', 'EN', { findings }),
      result('/home', 'RU', { findings: { ...findings, performance: [{ ...unusedJs, score: 0, displayValue: 'Est savings of 24 KiB' }, renderBlocking] } }),
      result('/loty', 'EN'),
      result('/loty', 'RU', { findings: { ...findings, performance: [] } }),
    ]);
    expect(text).toBe(
      [
        'Audits under 0.9, by page:',
        '/home (EN, RU)',
        '  performance: render-blocking-resources, unused-javascript',
        '  accessibility: color-contrast',
        '/loty (RU)',
        '  accessibility: color-contrast',
        '',
      ].join('\n'),
    );
  });

  it("notes a page answering another status than it should, one the server left to the browser, and Lighthouse's warnings", () => {
    const text = formatFindings([
      result('/no-such-page', 'EN', { status: 200, expectedStatus: 404 }),
      result('/stream', 'EN', { drawnByServer: false, warnings: ['The page loaded too slowly.'] }),
    ]);
    expect(text).toContain('/no-such-page (EN)\n  answered 200, not 404\n');
    expect(text).toContain('/stream (EN)\n  not drawn by the server: the browser drew it\n  Lighthouse: The page loaded too slowly.\n');
  });

  it('says so when nothing scored under 0.9', () => {
    expect(formatFindings([result('/home', 'EN')])).toBe('Every audit of every page scored 0.9 or more.\n');
  });
});
