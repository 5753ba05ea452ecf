import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { StandingEntry } from '../../modules/applications';
import type { ObjectStorage } from '../../lib/storage';

/**
 * The demo entries' uploaded video: four seconds of a gold square crossing the site's dark
 * background, 160×90, VP9 in WebM (1.6 kB), so that the backstage's player has something real to
 * play and seek. Made once with:
 *
 *   ffmpeg -filter_complex "color=c=0x0f0e17:s=160x90:d=4:r=10[bg];color=c=0xe0b341:s=30x30:d=4:r=10[box];[bg][box]overlay=x='10+t*30':y=30:shortest=1" \
 *     -c:v libvpx-vp9 -b:v 20k -pix_fmt yuv420p -an -fflags +bitexact -flags +bitexact -map_metadata -1 demo.webm
 */
export const DEMO_CLIP = Buffer.from(
  'GkXfo59ChoEBQveBAULygQRC84EIQoKEd2VibUKHgQJChYECGFOAZwEAAAAAAAYjEU2bdLpNu4tTq4QVSalmU6yBoU27i1OrhBZUrmtTrIHGTbuMU6uEElTDZ1OsggEMTbuMU6uEHFO7a1OsggYN7AEAAAAAAABZAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAVSalmoCrXsYMPQkBNgIRMYXZmV0GETGF2ZkSJiECvQAAAAAAAFlSua8GuAQAAAAAAADjXgQFzxYgAAAAAAAAAAZyBACK1nIN1bmSIgQCGhVZfVlA5g4EBI+ODhAX14QDgibCBoLqBWpqBAhJUw2fVc3PSY8CLY8WIAAAAAAAAAAFnyJxFo4dFTkNPREVSRIePTGF2YyBsaWJ2cHgtdnA5Z8iiRaOIRFVSQVRJT05Eh5QwMDowMDowNC4wMDAwMDAwMDAAAB9DtnVEoeeBAKNAhoEAAICCSYNCAAnwBZYIOCQcGEIAAHB8sQM/gAAAedP//9HxH/8oUlGT0GBqCK8zJn5UXk+xkXpXldER/nRsPU3fVVhHQ8LvQG1c9i7q2jzJ7D2JVH8DdXm02ceHFkjNv0GH/338Yp/N/w1ttIOJQrs6Cen8vXmo4choEK6/ckASgk9LqO4Ao5eBAGQAhgBAkpwQSUAAAyAAAGBqNbshAKOXgQDIAIYAQJKcEFEgAAMgAABgajW7IQCjl4EBLACGAECSnBBLwAADIAAAX/41uyEAo5eBAZAAhgBAkpwQSsAAAyAAAGBqNbshAKOXgQH0AIYAQJKcEEnAAAMgAABf/jW7IQCjl4ECWACGAECSnBBIoAADIAAAYGo1uyEAo5eBArwAhgBAkpwQR4AAAyAAAF/+NbshAKOXgQMgAIYAQJKcEEbgAAMgAABgajW7IQCjl4EDhACGAECSnBBGQAADIAAAX/41uyEAo6CBA+gAhgDAkpwQQ0AAAyAAAHqNMQsnpjwf+oY5DLVK7KOVgQRMAIYAQJKcEEXAAAMgAABZ+Ybgo5eBBLAAhgBAkpwQRUAAAyAAAGBqNbshAKObgQUUAIYAQJKcEETgAAMgAAB6jIz9PIh88yZQo5WBBXgAhgBAkpwQRGAAAyAAAFn5huCjl4EF3ACGAECSnBBEAAADIAAAX/41uyEAo5eBBkAAhgBAkpwQQ6AAAyAAAGBqNbshAKOXgQakAIYAQJKcEENAAAMgAABf/jW7IQCjl4EHCACGAECSnBBDAAADIAAAYGo1uyEAo5eBB2wAhgBAkpwQQsAAAyAAAFudqN3BgKOsgQfQAIYAwJKMEEFAAAVwrCAAAGJg4oWvC7encQy4BXjolW+XaTUgij0cBWCjl4EINACGAECSnBBCgAADIAAAYBPHslPgo5SBCJgAhgBAkpwQQkAAAyAAAF3AjqOXgQj8AIYAQJKcEEIAAAMgAABgE8eyU+CjlIEJYACGAECSnBBB4AADIAAAXcCOo5eBCcQAhgBAkpwQQcAAAyAAAGATx7JT4KOUgQooAIYAQJKcEEGAAAMgAABdwI6jl4EKjACGAECSnBBBYAADIAAAYBPHslPgo5iBCvAAhgBAkpwQQSAAAyAAAGHRPwO5wxCjl4ELVACGAECSnBBBAAADIAAAYBPHslPgo9OBC7gAhgDAkowAQAAAAgAAVNAAAAAAAFflohCtZgAAAAAAAAAo6IAmYQTvO1oHwgQiy7KNtPnwRBXYISLgyfgAAQMHi0De2IYAAAB/YAKVFLWUAKOXgQwcAIYAQJKcAEDgAAMgAABgE8eyU+CjlIEMgACGAECSnABA4AADIAAAXcCOo5eBDOQAhgBAkpwAQMAAAyAAAGATx7JT4KOUgQ1IAIYAQJKcAECgAAMgAABdwI6jl4ENrACGAECSnABAoAADIAAAYBPHslPgo5SBDhAAhgBAkpwAQIAAAyAAAF3AjqOXgQ50AIYAQJKcAEBgAAMgAABgE8eyU+CjlIEO2ACGAECSnABAYAADIAAAXcCOo5eBDzwAhgBAkpwAQEAAAyAAAGATx7JT4BxTu2uRu4+zgQC3iveBAfGCAWbwgQM=',
  'base64',
);

const DEMO_CLIP_SHA256 = createHash('sha256').update(DEMO_CLIP).digest('hex');

/** The demo clip stored once more, as the upload of one demo entry: `name` makes its id, stable and shaped as a UUID. */
export async function demoUpload(storage: ObjectStorage, name: string): Promise<StandingEntry['media']> {
  const { key, size } = await storage.put(Readable.from([DEMO_CLIP]));
  const id = createHash('sha256').update(name).digest('hex').replace(/^(.{8})(.{4}).(.{3}).(.{3})(.{12}).*$/, '$1-$2-4$3-a$4-$5');
  return { video: { id, storageKey: key, size, type: 'webm', mimeType: 'video/webm', sha256: DEMO_CLIP_SHA256 } };
}
