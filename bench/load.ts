import autocannon from 'autocannon';
import type { ServerReady } from './bench-server';

export interface LoadOptions {
  seconds: number;
  connections: number;
}

export interface Measurement {
  endpoint: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  /** Answers per HTTP status, e.g. 201 votes stored and 409 repeats. */
  statuses: Record<string, number>;
  /** Requests that got no answer: connection errors and timeouts. */
  errors: number;
  /** For a read: the bytes of its answer's body, as the load receives it (uncompressed). */
  bodyBytes?: number;
  /** For a read: the server's resident memory after the load, in MB. */
  rssMb?: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * One endpoint's figures from one or more loads of it: its rate is its requests over its time, its
 * p50 and p99 the median of the loads' (exact for one load).
 */
function summarise(endpoint: string, results: autocannon.Result[]): Measurement {
  const statuses: Record<string, number> = {};
  for (const result of results) {
    for (const [status, { count = 0 }] of Object.entries(result.statusCodeStats ?? {})) statuses[status] = (statuses[status] ?? 0) + count;
  }
  return {
    endpoint,
    requestsPerSecond: Math.round(sum(results.map((result) => result.requests.total)) / sum(results.map((result) => result.duration))),
    p50Ms: median(results.map((result) => result.latency.p50)),
    p99Ms: median(results.map((result) => result.latency.p99)),
    non2xx: sum(results.map((result) => result.non2xx)),
    statuses,
    errors: sum(results.map((result) => result.errors + result.timeouts)),
  };
}

async function measure(endpoint: string, options: autocannon.Options): Promise<Measurement> {
  return summarise(endpoint, [await autocannon(options)]);
}

export const CONTENT_READ = '/content/items/faq?fields=translations.*';
export const CONTENT_ENDPOINT = `GET ${CONTENT_READ}`;
/** The same read of the same FAQ from Directus, the content reads' baseline (directus/). */
export const DIRECTUS_READ = '/items/faq?fields=translations.*';
export const DIRECTUS_ENDPOINT = `GET ${DIRECTUS_READ} (Directus 11.3.5, its cache on)`;

/** A GET and the name it has in the figures. */
export interface Read {
  endpoint: string;
  url: string;
}

/** The FAQ as the web app reads it from the content service. */
export const contentRead = (server: ServerReady): Read => ({ endpoint: CONTENT_ENDPOINT, url: server.url + CONTENT_READ });
/** The same FAQ from Directus at `url`. */
export const directusRead = (url: string): Read => ({ endpoint: DIRECTUS_ENDPOINT, url: url + DIRECTUS_READ });

/** How long each read is loaded at a time when several take turns. */
const TURN_SECONDS = 2;

/**
 * Reads loaded as the web app makes them (no Accept-Encoding: autocannon sends none), with the
 * same options. Each is first checked to answer 200, its body's size noted, and loaded a second
 * uncounted: by then a server's cache holds its answer, and its code is compiled. Several reads
 * take turns, a couple of seconds each, until each had its `seconds`: whatever else keeps the
 * machine busy for a while slows them alike, so the ratio of their rates holds.
 */
export async function loadReads(reads: Read[], { seconds, connections }: LoadOptions): Promise<Measurement[]> {
  const bodyBytes: number[] = [];
  for (const { endpoint, url } of reads) {
    const first = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    bodyBytes.push((await first.arrayBuffer()).byteLength);
    if (first.status !== 200) throw new Error(`${endpoint} answered ${first.status}`);
    await autocannon({ url, duration: 1, connections });
  }
  const turns = reads.length > 1 ? Math.max(1, Math.round(seconds / TURN_SECONDS)) : 1;
  const results = reads.map((): autocannon.Result[] => []);
  for (let turn = 0; turn < turns; turn += 1) {
    for (const [index, { url }] of reads.entries()) results[index]!.push(await autocannon({ url, duration: seconds / turns, connections }));
  }
  return reads.map(({ endpoint }, index) => ({ ...summarise(endpoint, results[index]!), bodyBytes: bodyBytes[index] }));
}

export const VOTE_ENDPOINT = 'POST /api/v2/voting/:categoryId/vote';
export const BARE_INSERT_ENDPOINT = 'POST /vote (bare Fastify + pg insert)';

/**
 * A load of POST requests, each made by `next` from a counter: the same options for our votes and
 * for their baseline, so that the two figures compare.
 */
function loadPosts(endpoint: string, url: string, { seconds, connections }: LoadOptions, next: (n: number) => { path: string; headers: Record<string, string>; body: string }) {
  let sent = 0;
  return measure(endpoint, {
    url,
    duration: seconds,
    connections,
    requests: [{ method: 'POST', setupRequest: (request) => ({ ...request, ...next(sent++) }) }],
  });
}

/**
 * Votes from the pool of users, each request the next (user, nomination) pair, so that every
 * vote is a real insert until the pool runs out; a run that outlasts it meets repeats, answered 409.
 */
export function loadVotes(server: ServerReady, options: LoadOptions) {
  const { tokens, ballots } = server;
  return loadPosts(VOTE_ENDPOINT, server.url, options, (n) => {
    const { nominationId, nomineeIds } = ballots[Math.floor(n / tokens.length) % ballots.length]!;
    return {
      path: `/api/v2/voting/${nominationId}/vote`,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[n % tokens.length]}` },
      body: JSON.stringify({ nominee_id: nomineeIds[n % nomineeIds.length], captcha_token: 'bench', action: 'vote' }),
    };
  });
}

/** A keyed hash as long as the app stores for a vote's client and address. */
const HASH = 'f'.repeat(64);

/** The votes' baseline (bare-insert.ts), each request a new (user, nomination) pair, as ours are. */
export function loadBareInserts(url: string, options: LoadOptions) {
  return loadPosts(BARE_INSERT_ENDPOINT, url, options, (n) => ({
    path: '/vote',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ round_id: 1, nomination_id: 1 + (n % 11), nominee_id: 1 + (n % 7), user_id: n, client_hash: HASH, address_hash: HASH }),
  }));
}
