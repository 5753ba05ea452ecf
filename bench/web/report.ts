import { CATEGORIES, METRICS, type Audit } from './lighthouse';
import type { ScriptTotal } from './initial-js';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function metric(value: number, unit: string): string {
  if (!Number.isFinite(value)) return 'n/a';
  return unit === 'ms' ? `${Math.round(value)} ms` : value.toFixed(3);
}

/** Two columns, the first padded to its widest cell. */
function table(rows: [string, string][]): string {
  const width = Math.max(...rows.map(([label]) => label.length));
  return rows.map(([label, value]) => `${label.padEnd(width)}  ${value}`).join('\n') + '\n';
}

/** The printed summary: scores, metrics, JavaScript sizes, then what each category lost points on. */
export function formatSummary(audit: Audit, initial: ScriptTotal, loaded: ScriptTotal): string {
  const rows: [string, string][] = [
    ...CATEGORIES.map((category): [string, string] => [category, String(audit.scores[category])]),
    ...METRICS.map(({ id, label, unit }): [string, string] => [label, metric(audit.metrics[id]!, unit)]),
    ['initial JS (gzip)', `${kb(initial.gzipBytes)} in ${initial.files.length} files (${kb(initial.bytes)} raw)`],
    ['all JS of the load (gzip)', `${kb(loaded.gzipBytes)} in ${loaded.files.length} files (${kb(loaded.bytes)} raw)`],
  ];
  const lines = [table(rows)];
  for (const category of CATEGORIES) {
    const found = audit.findings[category];
    if (found.length === 0) continue;
    lines.push(`\n${category}: below 0.9\n`);
    for (const finding of found) {
      const score = finding.score === null ? '' : ` (${finding.score.toFixed(2)})`;
      lines.push(`  ${finding.id}${score}: ${finding.title}${finding.displayValue ? ` — ${finding.displayValue}` : ''}\n`);
    }
  }
  for (const warning of audit.warnings) lines.push(`\nLighthouse warning: ${warning}\n`);
  return lines.join('');
}
