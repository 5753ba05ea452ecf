import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { Database, DatabaseHandle } from '../../lib/db/client';
import { eventFrame, openEventStream, readyFrame } from './event-stream';
import { LIVE_CHANNEL, latestLiveEventId, readLiveEvent, readLiveEventsAfter, type StoredLiveEvent } from './repository';

/** Who a stream is for: the public, who see the show, or the control room, which previews a rehearsal. */
export type Audience = 'show' | 'rehearsal';

/** A comment line this often keeps proxies and browsers from closing a quiet stream, and finds dead peers. */
const HEARTBEAT_MS = 25_000;
/** A viewer with this much still unsent is not reading: dropping it frees the memory, and it replays when back. */
const MAX_UNSENT_BYTES = 64 * 1024;
/** Ids of the events sent out lately: a catch-up after a lost connection may read one a notification also named. */
const REMEMBERED_IDS = 1_000;

interface Viewer {
  audience: Audience;
  response: ServerResponse;
  /** Events that arrived while the viewer's replay was being read, sent after it. */
  waiting?: StoredLiveEvent[];
  /**
   * The position its stream opened at: it has every event up to there. A notification can reach
   * this server after the replay read its event from the table; it must not be sent twice.
   */
  opening: number;
}

/**
 * One per server: hears every committed event through the database's notifications (its own
 * and other servers' alike), reads it once, and writes it to each open stream of its audience.
 */
export class LiveHub {
  private readonly viewers = new Set<Viewer>();
  private readonly sent = new Set<number>();
  private newestId = 0;
  /** Events are read and sent one after another, so that viewers receive them in the order notified. */
  private queue: Promise<void> = Promise.resolve();
  private heartbeat?: NodeJS.Timeout;
  private unlisten?: () => Promise<void>;

  constructor(
    private readonly db: Database,
    private readonly maxViewers: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  get isFull(): boolean {
    return this.viewers.size >= this.maxViewers;
  }

  async start(listen: DatabaseHandle['listen']): Promise<void> {
    this.newestId = await latestLiveEventId(this.db);
    const notified = (payload: string) => this.fetchAndSend(async () => [await readLiveEvent(this.db, Number(payload))]);
    // Back after a lost connection: the events committed meanwhile were never notified here.
    const resumed = () => this.fetchAndSend(() => readLiveEventsAfter(this.db, this.newestId));
    this.unlisten = await listen(LIVE_CHANNEL, notified, resumed);
    const heartbeat = Buffer.from(':\n\n');
    this.heartbeat = setInterval(() => this.viewers.forEach((viewer) => this.write(viewer, heartbeat)), HEARTBEAT_MS).unref();
  }

  /**
   * Streams to the reply from now on. The events of its audience after `lastEventId` come first;
   * a viewer without one starts from the newest event, read before the viewer is counted, so that
   * an event committed while the stream opens is replayed or sent live, never lost between the
   * two. Then a `ready` event names the stream's position, which a reconnection replays from. The
   * viewer is counted before the replay is read, so an event committed meanwhile waits for it
   * rather than slipping between the replay and the live events. The table, not the
   * notifications, decides what came before the position: an event up to it arrives only in the
   * replay, one after it only live.
   */
  async open(reply: FastifyReply, audience: Audience, lastEventId: number | undefined): Promise<void> {
    const since = lastEventId ?? (await latestLiveEventId(this.db));
    const viewer: Viewer = { audience, response: openEventStream(reply), waiting: [], opening: 0 };
    this.viewers.add(viewer);
    viewer.response.once('close', () => this.viewers.delete(viewer));
    // A viewer gone before its stream opened (while the staff check read the database) never closes again.
    if (viewer.response.socket?.destroyed !== false) this.viewers.delete(viewer);
    let replay: StoredLiveEvent[];
    try {
      replay = await readLiveEventsAfter(this.db, since, audience === 'rehearsal');
    } catch (error) {
      this.log.error({ err: error }, 'a live stream could not read its replay');
      viewer.response.destroy();
      return;
    }
    const replayed = replay.at(-1)?.id ?? since;
    const live = viewer.waiting!.filter((event) => event.id > replayed);
    viewer.waiting = undefined;
    viewer.opening = Math.max(replayed, ...live.map((event) => event.id));
    if (this.viewers.has(viewer)) this.write(viewer, [...replay, ...live].map(eventFrame).join('') + readyFrame(viewer.opening));
  }

  /** Ends every stream: the server is closing, and would otherwise wait for viewers who never leave. */
  endStreams(): void {
    clearInterval(this.heartbeat);
    for (const { response } of this.viewers) {
      response.end();
      // Closes the connection too, instead of keeping it open for another request that will not come.
      response.socket?.end();
    }
    this.viewers.clear();
  }

  async stop(): Promise<void> {
    this.endStreams();
    await this.unlisten?.();
    await this.queue;
  }

  private fetchAndSend(read: () => Promise<(StoredLiveEvent | undefined)[]>): void {
    this.queue = this.queue
      .then(read)
      .then((events) => events.forEach((event) => event && this.send(event)))
      .catch((error: unknown) => this.log.error({ err: error }, 'a live event could not be read'));
  }

  private send(event: StoredLiveEvent): void {
    if (this.sent.has(event.id)) return;
    this.sent.add(event.id);
    if (this.sent.size > REMEMBERED_IDS) this.sent.delete(this.sent.values().next().value!);
    this.newestId = Math.max(this.newestId, event.id);
    const audience: Audience = event.rehearsal ? 'rehearsal' : 'show';
    // Encoded once for all: thousands of viewers share the one buffer instead of each encoding the text.
    const frame = Buffer.from(eventFrame(event));
    for (const viewer of this.viewers) {
      if (viewer.audience !== audience) continue;
      if (viewer.waiting) viewer.waiting.push(event);
      else if (event.id <= viewer.opening) continue;
      else this.write(viewer, frame);
    }
  }

  private write(viewer: Viewer, text: string | Buffer): void {
    if (viewer.response.writableLength > MAX_UNSENT_BYTES) viewer.response.destroy();
    else viewer.response.write(text);
  }
}
