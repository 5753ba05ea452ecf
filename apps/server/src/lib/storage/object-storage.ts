import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

/** Bytes `start` to `end` of a stored object, both included, as a Range request asks them. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded files are kept: a folder of DATA_DIR (folder-storage.ts) or a prefix of an
 * S3-compatible bucket (bucket-storage.ts), behind the same three calls.
 */
export interface ObjectStorage {
  /**
   * Streams `source` into storage under a new key. When the source fails part-way, nothing is kept:
   * the source's error is passed on and no key exists.
   */
  put(source: AsyncIterable<Uint8Array>): Promise<{ key: string; size: number }>;
  /** The stored object, or only `range` of it; rejects when there is no such object. */
  open(key: string, range?: ByteRange): Promise<Readable>;
  /** Removes a stored object; a key already gone is not an error. */
  remove(key: string): Promise<void>;
}

/** Keys are generated here, never taken from a request, so they cannot name a path or object of anyone's choosing. */
const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const newStorageKey = (): string => randomUUID();

export function checkedKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`not a storage key: ${key}`);
  return key;
}

/** `source` passed through unchanged, and how many bytes have gone through so far. */
export function counted(source: AsyncIterable<Uint8Array>): { bytes: AsyncIterable<Uint8Array>; size: () => number } {
  let size = 0;
  async function* bytes() {
    for await (const chunk of source) {
      size += chunk.length;
      yield chunk;
    }
  }
  return { bytes: bytes(), size: () => size };
}
