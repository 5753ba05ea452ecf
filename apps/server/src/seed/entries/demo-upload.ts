import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { StandingEntry } from '../../modules/entries';
import type { ObjectStorage } from '../../lib/storage';
import { DEMO_CLIP } from './demo-clip';

// Kept apart from the clip's bytes, which the browser journeys import without compiling the server's modules.
const DEMO_CLIP_SHA256 = createHash('sha256').update(DEMO_CLIP).digest('hex');

/** The demo clip stored once more, as the upload of one demo entry: `name` makes its id, stable and shaped as a UUID. */
export async function demoUpload(storage: ObjectStorage, name: string): Promise<StandingEntry['media']> {
  const { key, size } = await storage.put(Readable.from([DEMO_CLIP]));
  const id = createHash('sha256').update(name).digest('hex').replace(/^(.{8})(.{4}).(.{3}).(.{3})(.{12}).*$/, '$1-$2-4$3-a$4-$5');
  return { video: { id, storageKey: key, size, type: 'webm', mimeType: 'video/webm', sha256: DEMO_CLIP_SHA256 } };
}
