import { useEffect, useEffectEvent } from 'react';
import type { QueryClient, QueryFilters, QueryKey } from '@tanstack/react-query';
import { getLiveEvents, LIVE_EVENT_KINDS, toCamel, type LiveEventData, type LiveEventKind } from '@awards/contracts';
import { endpointUrl, pastHttpCache } from './api-client';

type Handler<Kind extends LiveEventKind> = (data: LiveEventData[Kind]) => void;

/** After a refusal (the server full, a proxy's error), the first wait before trying again, doubled up to the longest. */
const FIRST_RETRY_MS = 2_000;
const LONGEST_RETRY_MS = 60_000;

const handlers: { [Kind in LiveEventKind]: Set<Handler<Kind>> } = { reveal: new Set(), legend: new Set(), content: new Set(), season: new Set() };
let source: EventSource | undefined;
/** The last event id the stream named: a new stream replays from there. */
let position: string | undefined;
let retry: ReturnType<typeof setTimeout> | undefined;
let retryDelay = FIRST_RETRY_MS;

const listening = () => LIVE_EVENT_KINDS.some((kind) => handlers[kind].size > 0);

function deliver<Kind extends LiveEventKind>(kind: Kind, message: MessageEvent<string>) {
  position = message.lastEventId || position;
  const data = toCamel(JSON.parse(message.data)) as LiveEventData[Kind];
  handlers[kind].forEach((handler) => handler(data));
}

/**
 * Opens the page's one stream. The browser reconnects by itself after a dropped connection,
 * sending Last-Event-ID; a refusal (any answer but the stream) ends it for good, so this opens a
 * new one after a pause, with its position in the address since no header can be set.
 */
function open() {
  const query = position ? `?last_event_id=${encodeURIComponent(position)}` : '';
  const stream = new EventSource(endpointUrl(getLiveEvents) + query);
  source = stream;
  for (const kind of LIVE_EVENT_KINDS) stream.addEventListener(kind, (message) => deliver(kind, message));
  stream.addEventListener('ready', (message) => {
    position = message.lastEventId || position;
    retryDelay = FIRST_RETRY_MS;
  });
  stream.addEventListener('error', () => {
    if (stream.readyState !== EventSource.CLOSED || source !== stream) return;
    source = undefined;
    // Spread over the pause, so that pages refused together do not all come back together.
    retry = setTimeout(() => {
      retry = undefined;
      open();
    }, retryDelay / 2 + Math.random() * (retryDelay / 2));
    retryDelay = Math.min(retryDelay * 2, LONGEST_RETRY_MS);
  });
}

function close() {
  clearTimeout(retry);
  retry = undefined;
  source?.close();
  source = undefined;
}

/**
 * Calls `handler` with each event of `kind` until the returned function is called. The stream
 * opens with the first handler and closes with the last (a page without any, the backstage's,
 * holds no connection to the server); one opened again replays what was published meanwhile.
 */
export function subscribeToLiveEvents<Kind extends LiveEventKind>(kind: Kind, handler: Handler<Kind>): () => void {
  (handlers[kind] as Set<Handler<Kind>>).add(handler);
  if (!source && retry === undefined) open();
  return () => {
    (handlers[kind] as Set<Handler<Kind>>).delete(handler);
    if (!listening()) close();
  };
}

/**
 * Calls `handler` with the data of each live event of `kind` (camelCased) while the component is
 * mounted and `listening` holds: a component listens only while an event can still change what it
 * shows. Every public page holds the stream while it is open anyway, for the content's publishes
 * (app/fresh-content.ts), so `listening` spares the page's reads, not its place among the viewers
 * a server admits.
 */
export function useLiveEvent<Kind extends LiveEventKind>(kind: Kind, handler: Handler<Kind>, listening = true): void {
  const onEvent = useEffectEvent(handler);
  useEffect(() => (listening ? subscribeToLiveEvents(kind, (data) => onEvent(data)) : undefined), [kind, listening]);
}

/**
 * Reads the queries `filters` match again after a live event: those on show at once, the others
 * when next shown. A read still under way may have been answered before the event, so it gives way
 * to the new one; the browser may hold a copy from before it, so the new one goes past that.
 */
export async function rereadQueriesAfterEvent(queryClient: QueryClient, filters: QueryFilters): Promise<void> {
  await queryClient.cancelQueries(filters);
  await pastHttpCache(() => queryClient.invalidateQueries(filters));
}

/** Reads one query again after a live event (see `rereadQueriesAfterEvent`). */
export const rereadAfterEvent = (queryClient: QueryClient, queryKey: QueryKey): Promise<void> => rereadQueriesAfterEvent(queryClient, { queryKey, exact: true });
