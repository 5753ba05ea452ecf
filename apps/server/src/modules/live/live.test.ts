import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/harness';
import { bearer } from '../../../test/accounts';
import { createStaffMember } from '../../../test/staff';
import { openLiveStream, type LiveStream } from '../../../test/live';
import { publishLiveEvent } from '.';

/** A reveal of nomination `nominationId`, where nobody voted or scored. */
const reveal = (nominationId: number) => ({ kind: 'reveal' as const, data: { roundId: 2, nominationId, winner: null } });

describe('the live stream', () => {
  const server = useTestServer();
  const streams: LiveStream[] = [];
  const watch = async (path?: string, headers?: Record<string, string>) => {
    const stream = await openLiveStream(server.url, path, headers);
    streams.push(stream);
    return stream;
  };
  afterEach(() => streams.splice(0).forEach((stream) => stream.close()));

  let organiser: string;
  let moderator: string;
  beforeAll(async () => {
    ({ staffToken: organiser } = await createStaffMember(server, 'host@awards.test', ['organiser']));
    ({ staffToken: moderator } = await createStaffMember(server, 'mod@awards.test', ['moderator']));
  });

  it('pushes a published reveal and a crowned legend to an open page, numbered, in the wire’s keys', async () => {
    const stream = await watch();
    expect(stream.response.status).toBe(200);
    const winner = { nickname: 'GiggleGrenade', photo: 'nominee-gigglegrenade', result: 61.5 };
    const id = await publishLiveEvent(server.db, { kind: 'reveal', data: { roundId: 2, nominationId: 3, winner } });
    const legend = await publishLiveEvent(server.db, { kind: 'legend', data: { blockId: 4, legend: { streamerId: 9, nickname: 'Lag_Lord', photo: 'legend-lag-lord' } } });
    await expect.poll(stream.events).toEqual([
      { id, event: 'reveal', data: { round_id: 2, nomination_id: 3, winner } },
      { id: legend, event: 'legend', data: { block_id: 4, legend: { streamer_id: 9, nickname: 'Lag_Lord', photo: 'legend-lag-lord' } } },
    ]);
    expect(stream.frames[0]).toEqual({ retry: '3000' });
  });

  it('streams uncompressed, uncached, with the security headers every answer carries', async () => {
    const stream = await watch('/api/v2/live', { 'accept-encoding': 'gzip, br' });
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.response.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(stream.response.headers.get('content-encoding')).toBeNull();
    expect(stream.response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(stream.response.headers.get('content-security-policy')).toContain("default-src 'self'");
    const id = await publishLiveEvent(server.db, reveal(5));
    await expect.poll(() => stream.events().map((event) => event.id)).toEqual([id]);
  });

  it('opens with a ready event naming the newest event, so that a page reconnecting later replays what it missed', async () => {
    const newest = await publishLiveEvent(server.db, reveal(6));
    const first = await watch();
    await expect.poll(() => first.frames).toContainEqual({ id: String(newest), event: 'ready', data: '{}' });
    first.close();
    const missed = await publishLiveEvent(server.db, reveal(7));
    const again = await watch('/api/v2/live', { 'last-event-id': first.lastEventId()! });
    await expect.poll(again.events).toEqual([{ id: missed, event: 'reveal', data: { round_id: 2, nomination_id: 7, winner: null } }]);
  });

  it('replays exactly the events after Last-Event-ID, then the live ones; the header wins over last_event_id', async () => {
    const [seen, missed1, missed2] = [await publishLiveEvent(server.db, reveal(1)), await publishLiveEvent(server.db, reveal(2)), await publishLiveEvent(server.db, reveal(3))];
    const byHeader = await watch('/api/v2/live?last_event_id=0', { 'last-event-id': String(seen) });
    const byQuery = await watch(`/api/v2/live?last_event_id=${seen}`);
    await expect.poll(() => byHeader.events().map((event) => event.id)).toEqual([missed1, missed2]);
    const live = await publishLiveEvent(server.db, reveal(4));
    for (const stream of [byHeader, byQuery]) await expect.poll(() => stream.events().map((event) => event.id)).toEqual([missed1, missed2, live]);
  });

  it('misses nothing and repeats nothing when events are published while viewers replay', async () => {
    const since = await publishLiveEvent(server.db, reveal(1));
    const publishing = (async () => {
      const ids: number[] = [];
      for (let n = 0; n < 20; n++) ids.push(await publishLiveEvent(server.db, reveal(n + 1)));
      return ids;
    })();
    const viewers = await Promise.all(Array.from({ length: 10 }, () => watch('/api/v2/live', { 'last-event-id': String(since) })));
    const published = await publishing;
    for (const viewer of viewers) await expect.poll(() => viewer.events().map((event) => event.id)).toEqual(published);
  });

  it('sends a rehearsal’s events to the control room’s preview and to no visitor, live or replayed', async () => {
    const since = await publishLiveEvent(server.db, reveal(1));
    const visitor = await watch();
    const controlRoom = await watch('/api/v2/backstage/live', bearer(organiser));
    expect(controlRoom.response.status).toBe(200);
    const rehearsed = await publishLiveEvent(server.db, reveal(8), { rehearsal: true });
    const shown = await publishLiveEvent(server.db, reveal(9));
    await expect.poll(() => visitor.events().map((event) => event.id)).toEqual([shown]);
    await expect.poll(() => controlRoom.events().map((event) => event.id)).toEqual([rehearsed]);
    const replayed = await watch('/api/v2/live', { 'last-event-id': String(since) });
    await expect.poll(() => replayed.events().map((event) => event.id)).toEqual([shown]);
  });

  it('publishes nothing when the transaction that reveals rolls back', async () => {
    const stream = await watch();
    await expect(
      server.db.transaction(async (tx) => {
        await publishLiveEvent(tx, reveal(10));
        throw new Error('the reveal failed');
      }),
    ).rejects.toThrow('the reveal failed');
    const after = await publishLiveEvent(server.db, reveal(11));
    await expect.poll(() => stream.events().map((event) => event.id)).toEqual([after]);
  });

  it('lets only organisers watch the rehearsal', async () => {
    expect((await server.api('/api/v2/backstage/live')).status).toBe(401);
    const refused = await server.api('/api/v2/backstage/live', { headers: bearer(moderator) });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'forbidden' });
  });

  it('answers 400 to a last_event_id that is no event number', async () => {
    const response = await server.api('/api/v2/live?last_event_id=soon');
    expect(response.status).toBe(400);
    expect((await response.json()).fields.last_event_id).toBeDefined();
  });
});
