import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, useTestServer, type TestServer, describeOnlyOn } from '../../../test/harness';
import { openLiveStream, type LiveStream } from '../../../test/live';
import { publishLiveEvent } from '.';

/** A reveal of nomination `nominationId`, where nobody voted or scored. */
const reveal = (nominationId: number) => ({ kind: 'reveal' as const, data: { roundId: 1, nominationId, winner: null } });
const idsOf = (stream: LiveStream) => () => stream.events().map((event) => event.id);

describe('the live stream’s viewers', () => {
  const server = useTestServer({ tweakConfig: (config) => (config.liveMaxViewers = 2) });
  const streams: LiveStream[] = [];
  const watch = async () => {
    const stream = await openLiveStream(server.url);
    streams.push(stream);
    return stream;
  };
  afterEach(() => streams.splice(0).forEach((stream) => stream.close()));

  it('are capped per server: one more is refused with 503 live_full and Retry-After', async () => {
    await watch();
    await watch();
    const refused = await server.api('/api/v2/live');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(await refused.json()).toMatchObject({ code: 'live_full', message: 'Too many people are following the live show on this server. Try again in a minute.' });
  });

  /** Two viewers, retrying for at most a second while the server still counts viewers that just left. */
  const admitTwo = async () => {
    const started = Date.now();
    for (;;) {
      const pair = await Promise.all([openLiveStream(server.url), openLiveStream(server.url)]);
      if (pair.every((stream) => stream.response.status === 200)) return pair;
      pair.forEach((stream) => stream.close());
      if (Date.now() - started > 1_000) throw new Error('viewers that left still hold their places');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };

  it('leave no trace: after a hundred come and go, the server still admits as many as before', async () => {
    for (let n = 0; n < 50; n++) (await admitTwo()).forEach((stream) => stream.close());
    const [first, second] = await admitTwo();
    streams.push(first!, second!);
    const id = await publishLiveEvent(server.db, reveal(1));
    await expect.poll(idsOf(first!)).toEqual([id]);
    await expect.poll(idsOf(second!)).toEqual([id]);
  });
});

describe('a closing server', () => {
  it('ends its open streams and closes without waiting for the viewers', async () => {
    const server = await startTestServer();
    const stream = await openLiveStream(server.url);
    const started = Date.now();
    await server.app.close();
    await stream.ended;
    expect(Date.now() - started).toBeLessThan(5_000);
    await server.close();
  });
});

describeOnlyOn('postgres', 'several servers on one PostgreSQL database', () => {
  const first = useTestServer();
  let second: TestServer | undefined;
  afterEach(async () => {
    await second?.close();
    second = undefined;
  });

  it('each deliver an event published through either', async () => {
    second = await startTestServer({ databaseUrl: first.databaseUrl });
    const [onFirst, onSecond] = [await openLiveStream(first.url), await openLiveStream(second.url)];
    const secondDb = second.db;
    try {
      const fromFirst = await publishLiveEvent(first.db, reveal(1));
      const fromSecond = await publishLiveEvent(secondDb, { kind: 'legend', data: { blockId: 2, legend: null } });
      for (const stream of [onFirst, onSecond]) {
        await expect.poll(stream.events).toEqual([
          { id: fromFirst, event: 'reveal', data: { round_id: 1, nomination_id: 1, winner: null } },
          { id: fromSecond, event: 'legend', data: { block_id: 2, legend: null } },
        ]);
      }
    } finally {
      onFirst.close();
      onSecond.close();
    }
  });

  it('deliver what was published while a server’s listening connection was down, once it is back', async () => {
    const stream = await openLiveStream(first.url);
    try {
      const before = await publishLiveEvent(first.db, reveal(3));
      await expect.poll(idsOf(stream)).toEqual([before]);
      // An administrator ends the listening connection; the event is published before it comes back.
      const ended = await first.db.execute<{ pid: number }>(sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'awards-live' and datname = current_database()`);
      expect((ended as unknown as { rows: unknown[] }).rows).toHaveLength(1);
      const during = await publishLiveEvent(first.db, reveal(4));
      const after = await publishLiveEvent(first.db, reveal(5));
      await expect.poll(idsOf(stream), { timeout: 10_000 }).toEqual([before, during, after]);
    } finally {
      stream.close();
    }
  });
});
