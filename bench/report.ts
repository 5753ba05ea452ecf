import { BARE_INSERT_ENDPOINT, CONTENT_ENDPOINT, DIRECTUS_ENDPOINT, VOTE_ENDPOINT, type Measurement } from './load';
import { NESTING_P99_BAR_MS, type NestingMeasurement } from './nesting';
import type { RevealMeasurement } from './reveal';

export type Row = Measurement & { database: string };
export type RevealRow = RevealMeasurement & { database: string };
export type NestingRow = NestingMeasurement & { database: string };

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

const NESTING_COLUMNS: Columns<NestingRow> = [
  ['database', (row) => row.database],
  ['reads alone', (row) => String(row.aloneReads)],
  ['p50 ms', (row) => String(row.aloneP50Ms)],
  ['p99 ms', (row) => String(row.aloneP99Ms)],
  ['reads meanwhile', (row) => String(row.reads)],
  ['p50 ms', (row) => String(row.p50Ms)],
  ['p99 ms', (row) => `${row.p99Ms} (target < ${NESTING_P99_BAR_MS})`],
  ['bodies/s', (row) => String(row.bodiesPerSecond)],
  ['bodies answered', (row) => Object.entries(row.bodyStatuses).map(([status, count]) => `${status}: ${count}`).join(', ')],
];

/** A plain-text table, one line per measurement, columns padded to their widest cell. */
export function formatTable(rows: Row[]): string {
  return table(rows, COLUMNS);
}

/** The reveal scenario's table: viewers connected, then how long until half, 99% and all of them had the reveal. */
export function formatRevealTable(rows: RevealRow[]): string {
  return table(rows, REVEAL_COLUMNS);
}

/** The nesting scenario's table: the visitor's reads alone, then while the nested bodies come, and those bodies' answers. */
export function formatNestingTable(rows: NestingRow[]): string {
  return table(rows, NESTING_COLUMNS);
}

function table<R>(rows: R[], columns: Columns<R>): string {
  const cells = [columns.map(([title]) => title), ...rows.map((row) => columns.map(([, cell]) => cell(row)))];
  const widths = columns.map((_, column) => Math.max(...cells.map((line) => line[column]!.length)));
  const lines = cells.map((line) => line.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd());
  lines.splice(1, 0, widths.map((width) => '-'.repeat(width)).join('  '));
  return lines.join('\n') + '\n';
}

/** Our votes against their baseline on PostgreSQL: the ratio of their rates (target >= 1) and our p99 (target <= 50 ms). */
export function voteComparison(rows: Row[]) {
  const ours = rows.find((row) => row.database === 'postgres' && row.endpoint === VOTE_ENDPOINT);
  const bare = rows.find((row) => row.endpoint === BARE_INSERT_ENDPOINT);
  if (!ours || !bare) return undefined;
  return { ratio: Math.round((ours.requestsPerSecond / bare.requestsPerSecond) * 100) / 100, p99Ms: ours.p99Ms };
}

export function formatVoteComparison({ ratio, p99Ms }: NonNullable<ReturnType<typeof voteComparison>>): string {
  return `votes on PostgreSQL: ${ratio}x a bare Fastify + pg insert (target >= 1.0), p99 ${p99Ms} ms (target <= 50 ms)\n`;
}

/** Our content read against Directus's on PostgreSQL: the ratio of their rates (target >= 10). */
export function contentComparison(rows: Row[]) {
  const ours = rows.find((row) => row.database === 'postgres' && row.endpoint === CONTENT_ENDPOINT);
  const directus = rows.find((row) => row.endpoint === DIRECTUS_ENDPOINT);
  if (!ours || !directus) return undefined;
  return { ratio: Math.round((ours.requestsPerSecond / directus.requestsPerSecond) * 10) / 10, ours, directus };
}

/** The ratio, then each side's rate, latencies, body size (comparable answers) and resident memory after its load. */
export function formatContentComparison({ ratio, ours, directus }: NonNullable<ReturnType<typeof contentComparison>>): string {
  const figures = (row: Row) => `${row.requestsPerSecond} req/s, p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms, a ${row.bodyBytes}-byte body, ${row.rssMb} MB resident`;
  return `content reads on PostgreSQL: ${ratio}x Directus 11.3.5 with its cache on (target >= 10)\n  ours:     ${figures(ours)}\n  Directus: ${figures(directus)}\n`;
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

/** A read that failed, or a nested body answered other than 400; slow reads do not fail the run, as no slow figure does. */
export function nestingErrors(rows: NestingRow[]): string[] {
  return rows.flatMap((row) => [
    ...(row.readFailures > 0 ? [`${row.database} nesting: ${row.readFailures} reads were not answered 200`] : []),
    ...Object.entries(row.bodyStatuses)
      .filter(([status]) => status !== '400')
      .map(([status, count]) => `${row.database} nesting: ${count} nested bodies answered ${status}, not 400`),
  ]);
}
