import http from 'node:http';
import type { BenchServer } from './server-process';

export interface RevealMeasurement {
  /** Viewers the scenario meant to open, and those whose stream opened. */
  viewers: number;
  connected: number;
  /** Viewers that had the reveal within the wait. */
  received: number;
  /** Milliseconds from asking for the reveal to the median, the 99th percentile and the last viewer having it. */
  p50Ms: number | null;
  p99Ms: number | null;
  allMs: number | null;
  /** The server's growth with every viewer connected, divided by the viewers, after a garbage collection. */
  rssPerViewerKb: number;
  heapPerViewerKb: number;
}

/** Streams opened at once: enough to fill thousands quickly, few enough not to overflow the accept queue. */
const BATCH = 250;
/** How long the viewers may take to receive the reveal before the missing ones count as failures. */
const DELIVERY_WAIT_MS = 30_000;

interface Viewer {
  request: http.ClientRequest;
  revealedAt?: number;
}

/**
 * One viewer of `GET /api/v2/live`, over a connection of its own, resolved once the stream has
 * said `ready` (the server counts it). It notes the moment the reveal arrives; only the tail of
 * the previous chunk is kept, in case a frame was split between two.
 */
function openViewer(url: URL, onReveal: () => void): Promise<Viewer> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: url.hostname, port: url.port, path: '/api/v2/live', agent: false }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        return reject(new Error(`status ${response.statusCode}`));
      }
      response.setEncoding('utf8');
      let tail = '';
      response.on('data', (chunk: string) => {
        const text = tail + chunk;
        if (text.includes('event: ready')) resolve(viewer);
        if (viewer.revealedAt === undefined && text.includes('event: reveal')) {
          viewer.revealedAt = performance.now();
          onReveal();
        }
        tail = text.slice(-16);
      });
    });
    const viewer: Viewer = { request };
    request.on('error', reject);
  });
}

/** When `share` of all `viewers` had the event (delays sorted); null when fewer than that had it at all. */
function timeUntil(share: number, delays: number[], viewers: number): number | null {
  const delay = delays[Math.ceil(share * viewers) - 1];
  return delay === undefined ? null : Math.round(delay);
}

async function serverMemory(server: BenchServer) {
  const answer = await server.ask({ kind: 'memory' });
  if (answer.kind !== 'memory') throw new Error('the server answered something else than its memory');
  return answer;
}

/**
 * Opens `viewers` streams from this process, waits until every one is open, reveals one
 * nomination through the server's database handle, and measures how long the viewers take to
 * have it. The server's memory is read before the viewers come and with all of them connected.
 */
export async function measureReveal(server: BenchServer, viewers: number): Promise<RevealMeasurement> {
  const url = new URL(server.url);
  const before = await serverMemory(server);
  let received = 0;
  let allReceived = () => {};
  const everyone = new Promise<void>((resolve) => (allReceived = resolve));
  const open: Viewer[] = [];
  try {
    for (let start = 0; start < viewers; start += BATCH) {
      const batch = await Promise.allSettled(Array.from({ length: Math.min(BATCH, viewers - start) }, () => openViewer(url, () => ++received === open.length && allReceived())));
      for (const result of batch) if (result.status === 'fulfilled') open.push(result.value);
    }
    const connected = await serverMemory(server);

    const revealedAt = performance.now();
    const answer = await server.ask({ kind: 'reveal', nominationId: server.ballots[0]!.nominationId });
    if (answer.kind !== 'revealed') throw new Error('the server did not reveal');
    await Promise.race([everyone, new Promise((resolve) => setTimeout(resolve, DELIVERY_WAIT_MS))]);

    const delays = open.flatMap((viewer) => (viewer.revealedAt === undefined ? [] : [viewer.revealedAt - revealedAt])).sort((a, b) => a - b);
    const perViewerKb = (grown: number) => (open.length ? Math.round((grown / open.length / 1024) * 10) / 10 : 0);
    return {
      viewers,
      connected: open.length,
      received: delays.length,
      p50Ms: timeUntil(0.5, delays, open.length),
      p99Ms: timeUntil(0.99, delays, open.length),
      allMs: timeUntil(1, delays, open.length),
      rssPerViewerKb: perViewerKb(connected.rss - before.rss),
      heapPerViewerKb: perViewerKb(connected.heapUsed - before.heapUsed),
    };
  } finally {
    for (const viewer of open) viewer.request.destroy();
  }
}
