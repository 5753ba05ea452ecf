/**
 * The kinds of the show's live events (live.ts describes their data), free of zod: every public
 * page listens for them from its first screen, whose JavaScript does not load the schemas.
 */
export const LIVE_EVENT_KINDS = ['reveal', 'legend', 'content', 'season'] as const;
export type LiveEventKind = (typeof LIVE_EVENT_KINDS)[number];
