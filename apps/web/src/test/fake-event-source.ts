import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * jsdom has no EventSource: this stands in for it in every test (test/setup.ts), so a page that
 * follows the live show renders, and a test can play the server's side of its stream.
 */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  /** Every stream opened since the test began, oldest first. */
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.OPEN;
  private readonly listeners = new Map<string, ((event: MessageEvent) => void)[]>();

  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }

  /** The streams still open. */
  static open(): FakeEventSource[] {
    return FakeEventSource.opened.filter((stream) => stream.readyState !== FakeEventSource.CLOSED);
  }

  /** Sends an event down every open stream, its data in the wire's snake_case. */
  static emit(type: string, data: unknown, lastEventId = ''): void {
    for (const stream of FakeEventSource.open()) stream.emit(type, data, lastEventId);
  }

  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  emit(type: string, data: unknown, lastEventId = '') {
    const event = new MessageEvent(type, { data: JSON.stringify(data), lastEventId });
    this.listeners.get(type)?.forEach((listener) => listener(event));
  }

  /** A dropped connection the browser retries (`CONNECTING`), or a refusal that ends the stream (`CLOSED`). */
  fail(readyState: number) {
    this.readyState = readyState;
    this.listeners.get('error')?.forEach((listener) => listener(new MessageEvent('error')));
  }
}

/**
 * Resolves once the page has opened its one stream (at the live events' address, from where an
 * earlier test's left off): its effects run after it is drawn, so a test waits for them before it
 * plays an event.
 */
export const streamOpened = () =>
  waitFor(() => expect(FakeEventSource.open().map((stream) => stream.url.split('?')[0])).toEqual(['/api/v2/live']), { timeout: 5000 });
