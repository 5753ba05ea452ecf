import { defineEndpoint } from '../endpoint';

const description =
  'Server-Sent Events, for as long as the client stays. A client reconnecting with `Last-Event-ID` (the header, or `last_event_id`) first receives, in order, ' +
  'every event after that number, then the live ones. A comment line every 25 seconds keeps proxies from closing it. ' +
  'Each server admits a bounded number of viewers: beyond it a 503 `live_full` with Retry-After.';

export const getLiveEvents = defineEndpoint({
  method: 'GET',
  path: '/api/v2/live',
  summary: "The show's reveals and crowned legends, pushed as they happen",
  description,
  tags: ['live'],
  access: 'public',
  query: 'LiveStreamQuery',
  response: 'LiveEventStream',
  errors: { 503: ['live_full'] },
});

/** The control room's preview of a rehearsal: the same stream, carrying the rehearsal's events only. */
export const getBackstageLiveEvents = defineEndpoint({
  method: 'GET',
  path: '/api/v2/backstage/live',
  summary: "The rehearsal's events, streamed as the public stream streams the show's",
  description,
  tags: ['backstage: live'],
  access: 'staff',
  roles: ['organiser'],
  query: 'LiveStreamQuery',
  response: 'LiveEventStream',
  errors: { 503: ['live_full'] },
});
