import http from 'node:http';
import type { ServerReady } from './bench-server';

export interface NestingMeasurement {
  /** Reads made by the visitor alone, and their p50 and p99 in milliseconds. */
  aloneReads: number;
  aloneP50Ms: number;
  aloneP99Ms: number;
  /** The same while the other address sends its bodies. */
  reads: number;
  p50Ms: number;
  p99Ms: number;
  /** Reads answered other than 200, or not at all. */
  readFailures: number;
  /** Nested bodies sent per second, and their answers per status (`error` for none). */
  bodiesPerSecond: number;
  bodyStatuses: Record<string, number>;
}

/** The reads' p99 the server should keep while the bodies come. */
export const NESTING_P99_BAR_MS = 50;

/** Bodies sent at once from the one address, as in the report that found the overflow. */
const SENDERS = 8;
/** The report's body: 9,000 nested objects, 30 KB, which overflowed a recursive walk's stack. */
const BODY = '{"a":'.repeat(9_000) + '1' + '}'.repeat(9_000);
const READ = '/api/v2/settings';
/** The public JSON endpoint the bodies go to. */
const TARGET = '/api/v1/contact_us/';

/** One request on `agent`; resolves with its status, or 0 when it got no answer. */
function send(url: URL, agent: http.Agent, path: string, body?: string): Promise<number> {
  return new Promise((resolve) => {
    const headers = body === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) };
    const request = http.request({ host: url.hostname, port: url.port, path, method: body === undefined ? 'GET' : 'POST', agent, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', () => resolve(0));
    });
    request.on('error', () => resolve(0));
    request.end(body);
  });
}

const percentile = (sorted: number[], share: number) => Math.round((sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0) * 10) / 10;

/** The visitor: one read after another from 127.0.0.1 on a kept-alive connection until `until`. */
async function readUntil(url: URL, until: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: '127.0.0.1' });
  const latencies: number[] = [];
  let failures = 0;
  while (performance.now() < until) {
    const started = performance.now();
    const status = await send(url, agent, READ);
    latencies.push(performance.now() - started);
    if (status !== 200) failures++;
  }
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { reads: latencies.length, p50Ms: percentile(latencies, 0.5), p99Ms: percentile(latencies, 0.99), failures };
}

/**
 * A visitor reads `GET /api/v2/settings` alone for `seconds`, then as long again while another
 * address (127.0.0.2) sends the deeply nested body to a public JSON endpoint from SENDERS
 * connections, each the next as soon as the last is answered. The server under test counts every
 * limit without meeting it (bench-server.ts), so each body is refused and counted, never turned
 * away unread: the most a body can cost it.
 */
export async function measureNesting(server: ServerReady, seconds: number): Promise<NestingMeasurement> {
  const url = new URL(server.url);
  const alone = await readUntil(url, performance.now() + seconds * 1000);

  const senders = new http.Agent({ keepAlive: true, maxSockets: SENDERS, localAddress: '127.0.0.2' });
  const bodyStatuses: Record<string, number> = {};
  let sending = true;
  const sender = async () => {
    while (sending) {
      const status = await send(url, senders, TARGET, BODY);
      const name = status === 0 ? 'error' : String(status);
      bodyStatuses[name] = (bodyStatuses[name] ?? 0) + 1;
    }
  };
  const started = performance.now();
  const sent = Promise.all(Array.from({ length: SENDERS }, sender));
  const attacked = await readUntil(url, performance.now() + seconds * 1000);
  sending = false;
  await sent;
  const elapsed = (performance.now() - started) / 1000;
  senders.destroy();

  const bodies = Object.values(bodyStatuses).reduce((total, count) => total + count, 0);
  return {
    aloneReads: alone.reads,
    aloneP50Ms: alone.p50Ms,
    aloneP99Ms: alone.p99Ms,
    reads: attacked.reads,
    p50Ms: attacked.p50Ms,
    p99Ms: attacked.p99Ms,
    readFailures: alone.failures + attacked.failures,
    bodiesPerSecond: Math.round(bodies / elapsed),
    bodyStatuses,
  };
}
