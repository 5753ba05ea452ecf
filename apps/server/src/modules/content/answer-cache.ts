import { LRUCache } from 'lru-cache';
import type { EncodedAnswer } from './encoded-answer';

/** What an entry costs beyond its strings and bodies: its objects, the LRU's bookkeeping. */
const ENTRY_OVERHEAD_BYTES = 512;
/** The share of the budget that remembers which key each URL read. */
const ADDRESS_SHARE = 1 / 16;

/**
 * The content service's answers, kept ready (serialised, tagged and compressed) until content
 * changes, within a byte budget: past it, the least recently read go first. An answer is kept under
 * a key that names what it answers, and built once however many ask for it together; the URLs
 * that read it lead to it too, so that a request seen before is answered without parsing it. A
 * change `clear`s it: an answer whose build began before the change goes to those who asked for it,
 * but is not kept. An answer true only until a moment (`keptUntil`) is forgotten then.
 */
export class AnswerCache {
  private readonly answers: LRUCache<string, EncodedAnswer>;
  private readonly addresses: LRUCache<string, string>;
  private readonly building = new Map<string, Promise<EncodedAnswer>>();
  /** Counts the changes, so that a build that began before one is not kept. */
  private generation = 0;

  constructor(maxBytes: number) {
    const addressBytes = Math.floor(maxBytes * ADDRESS_SHARE);
    this.answers = new LRUCache({ maxSize: maxBytes - addressBytes, sizeCalculation: (answer, key) => answer.bytes + key.length + ENTRY_OVERHEAD_BYTES });
    this.addresses = new LRUCache({ maxSize: addressBytes, sizeCalculation: (key, url) => url.length + key.length + ENTRY_OVERHEAD_BYTES });
  }

  /** The answer a request for `url` had, if it is still kept. */
  atAddress(url: string): EncodedAnswer | undefined {
    const key = this.addresses.get(url);
    return key === undefined ? undefined : this.answers.get(key);
  }

  /** The answer kept under `key`, else the one `build` makes (and this keeps, if there is room); `url` leads to it from then on. */
  async get(key: string, url: string, build: () => Promise<EncodedAnswer>): Promise<EncodedAnswer> {
    const generation = this.generation;
    const answer = this.answers.get(key) ?? (await this.build(key, build));
    if (generation === this.generation && this.answers.has(key)) this.addresses.set(url, key);
    return answer;
  }

  private build(key: string, build: () => Promise<EncodedAnswer>): Promise<EncodedAnswer> {
    const pending = this.building.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const built = build()
      .then((answer) => {
        if (generation === this.generation && (answer.keptUntil === undefined || answer.keptUntil > Date.now())) {
          this.answers.set(key, answer, answer.keptUntil === undefined ? {} : { ttl: answer.keptUntil - Date.now() });
        }
        return answer;
      })
      .finally(() => {
        if (this.building.get(key) === built) this.building.delete(key);
      });
    this.building.set(key, built);
    return built;
  }

  /** Forgets every answer, and every build under way: content changed. */
  clear(): void {
    this.generation += 1;
    this.building.clear();
    this.answers.clear();
    this.addresses.clear();
  }

  /** Bytes kept now, as counted against the budget. */
  get size(): number {
    return this.answers.calculatedSize + this.addresses.calculatedSize;
  }
}
