import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded videos are kept. A local folder today; object storage later implements the
 * same three calls.
 */
export interface VideoStorage {
  /**
   * Streams `source` into storage and names it. When the source fails part-way, nothing is kept:
   * the error is passed on and no key exists.
   */
  put(source: AsyncIterable<Uint8Array>): Promise<{ key: string; size: number }>;
  /** The stored file, or only its bytes from `start` to `end` (both included), for a Range request. */
  open(key: string, range?: { start: number; end: number }): Readable;
  /** Removes a stored file; a key already gone is not an error. */
  remove(key: string): Promise<void>;
}

/** Keys are generated here, never taken from a request, so they cannot point outside the folder. */
const KEY = /^[0-9a-f-]{36}$/;

function checkedKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`not a video storage key: ${key}`);
  return key;
}

/**
 * Files under `folder` (`DATA_DIR/videos`). A file is written under a temporary name in the same
 * folder and renamed once complete, so a stored key always names a whole file.
 */
export function localVideoStorage(folder: string): VideoStorage {
  const file = (key: string) => path.join(folder, checkedKey(key));
  return {
    async put(source) {
      await mkdir(folder, { recursive: true });
      const key = randomUUID();
      const partial = path.join(folder, `.${key}.part`);
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      const writer = createWriteStream(partial, { flags: 'wx' });
      try {
        await pipeline(source, counter, writer);
        await rename(partial, file(key));
      } catch (error) {
        // A small file can fail before the file is even open: removing it before the writer has
        // closed would let the pending open create it again afterwards.
        if (!writer.closed) await new Promise<void>((closed) => writer.once('close', () => closed()));
        await rm(partial, { force: true });
        throw error;
      }
      return { key, size };
    },
    open: (key, range) => createReadStream(file(key), range),
    async remove(key) {
      await rm(file(key), { force: true });
    },
  };
}
