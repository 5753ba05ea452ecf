import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { keyedHash } from './keyed-hash';

describe('keyed hash', () => {
  it('is the HMAC-SHA256 of the text under the key, the same however often it is asked', () => {
    const hash = keyedHash('a secret', 'hex');
    const expected = createHmac('sha256', 'a secret').update('203.0.113.7').digest('hex');
    expect(hash('203.0.113.7')).toBe(expected);
    expect(hash('203.0.113.7')).toBe(expected);
  });

  it('gives other texts and other keys other hashes, in the encoding asked for', () => {
    const hash = keyedHash('a secret', 'base64url');
    expect(hash('203.0.113.7')).not.toBe(hash('203.0.113.8'));
    expect(hash('203.0.113.7')).not.toBe(keyedHash('another secret', 'base64url')('203.0.113.7'));
    expect(hash('203.0.113.7')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('still hashes right after more texts than it remembers', () => {
    const hash = keyedHash('a secret', 'hex');
    for (let n = 0; n < 10_050; n += 1) hash(`address ${n}`);
    expect(hash('address 0')).toBe(createHmac('sha256', 'a secret').update('address 0').digest('hex'));
  });
});
