import { createHmac, type BinaryLike, type BinaryToTextEncoding } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/**
 * How many of the latest texts keep their hash at hand: one address sends many requests (a voter's
 * every nomination, every account behind a shared address), and each hash is an HMAC, the dearest
 * step of a vote after its statement. Held in this process's memory only, never stored or logged.
 */
const RECENT = 10_000;

/** An HMAC-SHA256 of a text under `key`, as `encoding`, remembered for the latest texts. */
export function keyedHash(key: BinaryLike, encoding: BinaryToTextEncoding): (text: string) => string {
  const recent = new LRUCache<string, string>({ max: RECENT });
  return (text) => {
    let hashed = recent.get(text);
    if (hashed === undefined) {
      hashed = createHmac('sha256', key).update(text).digest(encoding);
      recent.set(text, hashed);
    }
    return hashed;
  };
}
