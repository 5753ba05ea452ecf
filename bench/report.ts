import type { Measurement } from './load';

export type Row = Measurement & { database: string };

const COLUMNS: [string, (row: Row) => string][] = [
  ['database', (row) => row.database],
  ['endpoint', (row) => row.endpoint],
  ['req/s', (row) => String(row.requestsPerSecond)],
  ['p50 ms', (row) => String(row.p50Ms)],
  ['p99 ms', (row) => String(row.p99Ms)],
  ['non-2xx', (row) => String(row.non2xx)],
  ['statuses', (row) => Object.entries(row.statuses).map(([status, count]) => `${status}: ${count}`).join(', ')],
  ['errors', (row) => String(row.errors)],
];

/** A plain-text table, one line per measurement, columns padded to their widest cell. */
export function formatTable(rows: Row[]): string {
  const cells = [COLUMNS.map(([title]) => title), ...rows.map((row) => COLUMNS.map(([, cell]) => cell(row)))];
  const widths = COLUMNS.map((_, column) => Math.max(...cells.map((line) => line[column]!.length)));
  const lines = cells.map((line) => line.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd());
  lines.splice(1, 0, widths.map((width) => '-'.repeat(width)).join('  '));
  return lines.join('\n') + '\n';
}

/** What went wrong for real, as opposed to being slow: server errors and requests left unanswered. */
export function realErrors(rows: Row[]): string[] {
  return rows.flatMap((row) => {
    const serverErrors = Object.entries(row.statuses).filter(([status]) => status.startsWith('5'));
    return [
      ...serverErrors.map(([status, count]) => `${row.database} ${row.endpoint}: ${count} answers with status ${status}`),
      ...(row.errors > 0 ? [`${row.database} ${row.endpoint}: ${row.errors} requests without an answer`] : []),
    ];
  });
}
