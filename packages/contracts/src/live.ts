import { z } from 'zod';
import { rowIdRule } from './rules';
import type { Camel } from './wire-case';

/**
 * The show's live events, as `GET /api/v2/live` streams them: each a Server-Sent Event whose `id`
 * is the event's number (what `Last-Event-ID` replays after), whose `event` is its kind, and whose
 * `data` is one of these, in JSON. They say only what was revealed; a page reads the results itself.
 */
export const LIVE_EVENT_KINDS = ['reveal', 'legend'] as const;
export type LiveEventKind = (typeof LIVE_EVENT_KINDS)[number];

/** `reveal`: a round's results in one nomination are public from now. */
export const LiveRevealData = z.object({ round_id: rowIdRule, nomination_id: rowIdRule });
/** `legend`: a Legends block's legend is crowned. */
export const LiveLegendData = z.object({ block_id: rowIdRule });

export interface LiveEventData {
  reveal: Camel<z.infer<typeof LiveRevealData>>;
  legend: Camel<z.infer<typeof LiveLegendData>>;
}

/** One live event as the code sees it, before it has its number. */
export type LiveEvent = { [Kind in LiveEventKind]: { kind: Kind; data: LiveEventData[Kind] } }[LiveEventKind];

/**
 * For a client that cannot send the `Last-Event-ID` header; the header wins when both are sent
 * (a browser reconnecting by itself sends the newer one there). 0 replays every event.
 */
export const LiveStreamQuery = z.object({
  last_event_id: z.coerce.number('validation.invalid').int('validation.invalid').min(0, 'validation.invalid').max(2_147_483_647, 'validation.invalid').optional(),
});

export const LiveEventStream = z
  .string()
  .describe(
    'text/event-stream. Each event: `id: <number>`, `event: reveal` with `data: {"round_id":1,"nomination_id":3}`, or `event: legend` with `data: {"block_id":2}`. ' +
      'After the replay comes `event: ready` (`data: {}`), whose id is the stream\'s position: a client reconnecting from it misses nothing. `:` lines are heartbeats.',
  );
