import type { Measurement } from './load';
import type { RevealMeasurement } from './reveal';

export type Row = Measurement & { database: string };
export type RevealRow = RevealMeasurement & { database: string };

type Columns<R> = [string, (row: R) => string][];

const COLUMNS: Columns<Row> = [
  ['database', (row) => row.database],
  ['endpoint', (row) => row.endpoint],
  ['req/s', (row) => String(row.requestsPerSecond)],
  ['p50 ms', (row) => String(row.p50Ms)],
  ['p99 ms', (row) => String(row.p99Ms)],
  ['non-2xx', (row) => String(row.non2xx)],
  ['statuses', (row) => Object.entries(row.statuses).map(([status, count]) => `${status}: ${count}`).join(', ')],
  ['errors', (row) => String(row.errors)],
];

const orDash = (value: number | null) => (value === null ? '-' : String(value));

const REVEAL_COLUMNS: Columns<RevealRow> = [
  ['database', (row) => row.database],
  ['viewers', (row) => `${row.connected}/${row.viewers}`],
  ['had it', (row) => String(row.received)],
  ['50% ms', (row) => orDash(row.p50Ms)],
  ['99% ms', (row) => orDash(row.p99Ms)],
  ['100% ms', (row) => orDash(row.allMs)],
  ['RSS/viewer KB', (row) => String(row.rssPerViewerKb)],
  ['heap/viewer KB', (row) => String(row.heapPerViewerKb)],
];

/** A plain-text table, one line per measurement, columns padded to their widest cell. */
export function formatTable(rows: Row[]): string {
  return table(rows, COLUMNS);
}

/** The reveal scenario's table: viewers connected, then how long until half, 99% and all of them had the reveal. */
export function formatRevealTable(rows: RevealRow[]): string {
  return table(rows, REVEAL_COLUMNS);
}

function table<R>(rows: R[], columns: Columns<R>): string {
  const cells = [columns.map(([title]) => title), ...rows.map((row) => columns.map(([, cell]) => cell(row)))];
  const widths = columns.map((_, column) => Math.max(...cells.map((line) => line[column]!.length)));
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

/** A viewer that could not connect, or never had the reveal, is an error; a slow one is not. */
export function revealErrors(rows: RevealRow[]): string[] {
  return rows.flatMap((row) => [
    ...(row.connected < row.viewers ? [`${row.database} reveal: ${row.viewers - row.connected} of ${row.viewers} viewers could not connect`] : []),
    ...(row.received < row.connected ? [`${row.database} reveal: ${row.connected - row.received} viewers never had the reveal`] : []),
  ]);
}
