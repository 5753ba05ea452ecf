import { z } from 'zod';
import type { Camel } from './wire-case';

/** Where the clip can be watched in the page: an uploaded file, or a platform's player. */
export const EntryClip = z.discriminatedUnion('kind', [
  /** The upload, streamed with Range requests; `url` carries a short-lived signature, so a plain <video> can fetch it. */
  z.object({ kind: z.literal('video'), url: z.string(), mime_type: z.string() }),
  /**
   * A YouTube, Twitch or Kick player, loaded on click, starting at the time code where the platform
   * allows (`start_seconds`: where it starts, null from the beginning). Twitch's players need the
   * embedding page's host: their `url` has a query string, and the page appends `&parent=<its host>`.
   */
  z.object({ kind: z.literal('embed'), provider: z.enum(['youtube', 'twitch', 'kick']), url: z.string(), start_seconds: z.number().int().nullable() }),
  /** Any other link: opened, not embedded. */
  z.object({ kind: z.literal('link'), url: z.string() }),
]);
export type EntryClip = Camel<z.infer<typeof EntryClip>>;
