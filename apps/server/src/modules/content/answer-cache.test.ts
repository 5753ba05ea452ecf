import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache';
import { encodeAnswer, ITEM_CACHE_CONTROL, JSON_TYPE } from './encoded-answer';

const answerOf = (text: string) => encodeAnswer(JSON.stringify({ data: text }), { contentType: JSON_TYPE, cacheControl: ITEM_CACHE_CONTROL });
const built = (text: string) => () => Promise.resolve(answerOf(text));

describe('the content answer cache', () => {
  it('keeps no more bytes than its budget, the least recently read going first', async () => {
    const budget = 64 * 1024;
    const cache = new AnswerCache(budget);
    // Text that does not compress, so that each answer weighs what it says.
    const noise = (seed: number) => Array.from({ length: 3000 }, (_, index) => ((index * 7919 + seed * 104729) % 65_521).toString(36)).join('');
    await cache.get('first', '/first', built(noise(0)));
    for (let n = 1; n <= 40; n += 1) {
      await cache.get(`key-${n}`, `/key-${n}`, built(noise(n)));
      // Read on every round, the first stays while the others come and go.
      expect(cache.atAddress('/first')).toBeDefined();
      expect(cache.size).toBeLessThanOrEqual(budget);
    }
    expect(cache.size).toBeGreaterThan(budget / 2);
    expect(cache.atAddress('/key-1')).toBeUndefined();
    expect(cache.atAddress('/key-40')).toBeDefined();
  });

  it('builds an answer once for those who ask for it together, and leads every URL that read it to it', async () => {
    const cache = new AnswerCache(1024 * 1024);
    let builds = 0;
    const slow = async () => {
      builds += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return answerOf('built once');
    };
    const answers = await Promise.all(['/a?x=1&y=2', '/a?y=2&x=1', '/a?x=1&y=2'].map((url) => cache.get('a', url, slow)));
    expect(builds).toBe(1);
    expect(new Set(answers).size).toBe(1);
    expect(cache.atAddress('/a?y=2&x=1')).toBe(answers[0]);
    await cache.get('a', '/a?x=1&y=2', slow);
    expect(builds).toBe(1);
  });

  it('gives an answer whose build a change overtook to those who asked, but keeps it nowhere', async () => {
    const cache = new AnswerCache(1024 * 1024);
    let release!: () => void;
    const stale = cache.get('b', '/b', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return answerOf('before the change');
    });
    cache.clear();
    const fresh = cache.get('b', '/b', built('after the change'));
    release();
    expect((await stale).bodies.identity.toString()).toContain('before the change');
    expect((await fresh).bodies.identity.toString()).toContain('after the change');
    expect(cache.atAddress('/b')!.bodies.identity.toString()).toContain('after the change');
  });

  it('forgets an answer true until a moment once that moment comes, and keeps none whose moment has passed', async () => {
    const cache = new AnswerCache(1024 * 1024);
    await cache.get('timer', '/timer', () => Promise.resolve({ ...answerOf('until the next moment'), keptUntil: Date.now() + 100 }));
    expect(cache.atAddress('/timer')).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(cache.atAddress('/timer')).toBeUndefined();
    await cache.get('past', '/past', () => Promise.resolve({ ...answerOf('already over'), keptUntil: Date.now() - 1 }));
    expect(cache.atAddress('/past')).toBeUndefined();
  });
});
