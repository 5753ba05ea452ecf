import type { FastifyInstance } from 'fastify';
import type { EntryClip } from '@awards/contracts';
import { linkedClip } from './clip-links';
import { signedClipUrl, type ClipAudience } from './clip-signature';
import { readClipSources } from './review-repository';

/** What an entry's clip is made of: its upload (if still there), its media link, its page and time code. */
export interface ClipSource {
  id: number;
  videoId: string | null;
  videoMimeType: string | null;
  linkToMedia: string | null;
  linkToPage: string;
  timeCode: string | null;
}

/** The upload plays from its signed address; a link becomes a player where one exists; an entry whose upload is gone shows the streamer's page. */
export function clipOf(secret: string, entry: ClipSource, now: Date, audience: ClipAudience = 'staff'): EntryClip {
  if (entry.videoId && entry.videoMimeType) return { kind: 'video', url: signedClipUrl(secret, entry.id, now.getTime(), audience), mimeType: entry.videoMimeType };
  if (entry.linkToMedia) return linkedClip(entry.linkToMedia, entry.timeCode);
  return { kind: 'link', url: entry.linkToPage };
}

/**
 * The nominated moments of entries by id, as the review shows them (a judge's sheet shows the entry
 * each nominee stands for): the clip and the time code; ids of entries that are gone are absent.
 * The voting page asks for `public` addresses, which play only while the entry is a nominee.
 */
export async function entryClips(
  app: FastifyInstance,
  ids: number[],
  now = new Date(),
  audience: ClipAudience = 'staff',
): Promise<Map<number, { clip: EntryClip; timeCode: string | null }>> {
  const sources = await readClipSources(app.db, [...new Set(ids)]);
  return new Map(sources.map((source) => [source.id, { clip: clipOf(app.config.jwtSecret, source, now, audience), timeCode: source.timeCode }]));
}
