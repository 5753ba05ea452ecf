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
}

async function measure(endpoint: string, options: autocannon.Options): Promise<Measurement> {
  const result = await autocannon(options);
  return {
    endpoint,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    statuses: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([status, { count = 0 }]) => [status, count])),
    errors: result.errors + result.timeouts,
  };
}

export const CONTENT_READ = '/content/items/faq?fields=translations.*';

/** The FAQ as the web app reads it from the content service. */
export function loadContentRead(server: ServerReady, { seconds, connections }: LoadOptions) {
  return measure(`GET ${CONTENT_READ}`, { url: server.url + CONTENT_READ, duration: seconds, connections });
}

/**
 * Votes from the pool of users, each request the next (user, nomination) pair, so that every
 * vote is a real insert until the pool runs out; a run that outlasts it meets repeats, answered 409.
 */
export function loadVotes(server: ServerReady, { seconds, connections }: LoadOptions) {
  const { tokens, ballots } = server;
  let sent = 0;
  return measure('POST /api/v2/voting/:categoryId/vote', {
    url: server.url,
    duration: seconds,
    connections,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const n = sent++;
          const { nominationId, nomineeIds } = ballots[Math.floor(n / tokens.length) % ballots.length]!;
          return {
            ...request,
            path: `/api/v2/voting/${nominationId}/vote`,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[n % tokens.length]}` },
            body: JSON.stringify({ nominee_id: nomineeIds[n % nomineeIds.length], captcha_token: 'bench', action: 'vote' }),
          };
        },
      },
    ],
  });
}
