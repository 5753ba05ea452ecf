import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '@/test/fake-event-source';
import type * as LiveEvents from './live-events';

const streams = () => FakeEventSource.opened;
const openStreams = () => streams().filter((stream) => stream.readyState !== FakeEventSource.CLOSED);

describe('the live events', () => {
  let live: typeof LiveEvents;
  /** Every listener a test added, each one's way to stop. */
  let stops: (() => void)[];
  const listen: typeof LiveEvents.subscribeToLiveEvents = (kind, handler) => {
    const stop = live.subscribeToLiveEvents(kind, handler);
    stops.push(stop);
    return stop;
  };
  beforeEach(async () => {
    // The module keeps one stream per page: each test starts with a fresh page.
    vi.resetModules();
    live = await import('./live-events');
    stops = [];
  });
  afterEach(() => {
    // The test files after this one get the page it leaves, which listens to nothing.
    stops.forEach((stop) => stop());
    vi.useRealTimers();
  });

  it('open no stream until a page listens, then one for all its listeners, at the backend’s address', () => {
    expect(streams()).toEqual([]);
    const reveals = vi.fn();
    const legends = vi.fn();
    listen('reveal', reveals);
    listen('reveal', reveals);
    listen('legend', legends);
    expect(streams().map((stream) => stream.url)).toEqual(['/api/v2/live']);
  });

  it('hand each listener the events of its kind, camelCased', () => {
    const reveals = vi.fn();
    const legends = vi.fn();
    listen('reveal', reveals);
    listen('legend', legends);
    streams()[0]!.emit('reveal', { round_id: 2, nomination_id: 5 }, '7');
    expect(reveals).toHaveBeenCalledExactlyOnceWith({ roundId: 2, nominationId: 5 });
    expect(legends).not.toHaveBeenCalled();
    streams()[0]!.emit('legend', { block_id: 3 }, '8');
    expect(legends).toHaveBeenCalledExactlyOnceWith({ blockId: 3 });
  });

  it('hand a publish of the content to its listeners on the same stream', () => {
    const publishes = vi.fn();
    listen('reveal', vi.fn());
    listen('content', publishes);
    streams()[0]!.emit('content', { version: 4 }, '9');
    expect(publishes).toHaveBeenCalledExactlyOnceWith({ version: 4 });
    expect(streams()).toHaveLength(1);
  });

  it('close the stream with the last listener, and replay from where it was when a page listens again', () => {
    const stop = [listen('reveal', vi.fn()), listen('legend', vi.fn())];
    streams()[0]!.emit('ready', {}, '12');
    streams()[0]!.emit('legend', { block_id: 3 }, '14');
    stop[0]!();
    expect(openStreams()).toHaveLength(1);
    stop[1]!();
    expect(openStreams()).toEqual([]);
    listen('reveal', vi.fn());
    expect(openStreams().map((stream) => stream.url)).toEqual(['/api/v2/live?last_event_id=14']);
  });

  it('leave a dropped connection to the browser, which reconnects with Last-Event-ID itself', () => {
    listen('reveal', vi.fn());
    streams()[0]!.fail(FakeEventSource.CONNECTING);
    expect(streams()).toHaveLength(1);
  });

  it('open a new stream after a refusal, later each time, from the position the last one named', () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(1);
    listen('reveal', vi.fn());
    streams()[0]!.emit('ready', {}, '4');
    streams()[0]!.fail(FakeEventSource.CLOSED);
    vi.advanceTimersByTime(1_999);
    expect(streams()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(streams().map((stream) => stream.url)).toEqual(['/api/v2/live', '/api/v2/live?last_event_id=4']);
    streams()[1]!.fail(FakeEventSource.CLOSED);
    vi.advanceTimersByTime(3_999);
    expect(streams()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(streams()).toHaveLength(3);
  });

  it('reach a component through useLiveEvent while it is mounted, with its latest handler', () => {
    const seen: string[] = [];
    function Winners({ label }: { label: string }) {
      live.useLiveEvent('reveal', ({ nominationId }) => seen.push(`${label} ${nominationId}`));
      return null;
    }
    const page = render(<Winners label="first" />);
    page.rerender(<Winners label="second" />);
    streams()[0]!.emit('reveal', { round_id: 1, nomination_id: 9 }, '1');
    expect(seen).toEqual(['second 9']);
    page.unmount();
    expect(openStreams()).toEqual([]);
  });

  it('hold no stream for a component while it is not listening, and open one when it starts', () => {
    function Reveals({ listening }: { listening: boolean }) {
      live.useLiveEvent('reveal', () => undefined, listening);
      return null;
    }
    const page = render(<Reveals listening={false} />);
    expect(streams()).toEqual([]);
    page.rerender(<Reveals listening />);
    expect(openStreams().map((stream) => stream.url)).toEqual(['/api/v2/live']);
    page.rerender(<Reveals listening={false} />);
    expect(openStreams()).toEqual([]);
  });
});
