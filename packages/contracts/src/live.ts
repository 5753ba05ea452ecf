import { z } from 'zod';
import { rowIdRule } from './rules';
import type { Camel } from './wire-case';
import type { LiveEventKind } from './live-kinds';

/**
 * The show's live events, as `GET /api/v2/live` streams them: each a Server-Sent Event whose `id`
 * is the event's number (what `Last-Event-ID` replays after), whose `event` is its kind, and whose
 * `data` is one of these, in JSON. Each carries who won or was crowned, so that the thousands of
 * pages open during the show can show it without reading anything at that moment; a page showing
 * more (a nomination's whole results) reads it itself.
 */

/** The first place of a revealed nomination, from its sealed standings: the result is out of 100. */
export const LiveWinner = z.object({ nickname: z.string(), photo: z.string(), result: z.number() });
export type LiveWinner = Camel<z.infer<typeof LiveWinner>>;
/**
 * `reveal`: a round's results in one nomination are public from now. `winner` is null when nobody
 * voted or scored there, and in a rehearsal's events, which reveal nothing.
 */
export const LiveRevealData = z.object({ round_id: rowIdRule, nomination_id: rowIdRule, winner: LiveWinner.nullable() });
/** `legend`: a Legends block's legend is crowned; `legend` is the streamer (null for a block that names none). */
export const LiveLegend = z.object({ streamer_id: rowIdRule, nickname: z.string(), photo: z.string() });
export type LiveLegend = Camel<z.infer<typeof LiveLegend>>;
export const LiveLegendData = z.object({ block_id: rowIdRule, legend: LiveLegend.nullable() });

/** `content`: an organiser published (or restored) a version of the site's content; every page reads its content again. */
export const LiveContentData = z.object({ version: rowIdRule });

/**
 * `season`: an organiser saved the season's dates; every page reads again what it shows of them
 * (the countdown, the key dates, whether applications or voting are open, texts quoting a date).
 */
export const LiveSeasonData = z.object({});

export interface LiveEventData {
  reveal: Camel<z.infer<typeof LiveRevealData>>;
  legend: Camel<z.infer<typeof LiveLegendData>>;
  content: Camel<z.infer<typeof LiveContentData>>;
  season: Camel<z.infer<typeof LiveSeasonData>>;
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
    'text/event-stream. Each event: `id: <number>`, `event: reveal` with `data: {"round_id":1,"nomination_id":3,"winner":{"nickname":"…","photo":"…","result":41.67}}` ' +
      '(`winner` null when nobody voted or scored), `event: legend` with `data: {"block_id":2,"legend":{"streamer_id":7,"nickname":"…","photo":"…"}}`, ' +
      '`event: content` with `data: {"version":4}` after a publish of the site\'s content, ' +
      'or `event: season` with `data: {}` after organisers saved the season\'s dates. ' +
      'After the replay comes `event: ready` (`data: {}`), whose id is the stream\'s position: a client reconnecting from it misses nothing. `:` lines are heartbeats.',
  );
