import { describe, expect, it } from 'vitest';
import { hashPassword, isCommonPassword, newOneTimePassword, passwordMatches } from './passwords';

describe('passwords', () => {
  it('are hashed with argon2id at 19 MiB, 2 passes and 1 lane, and match only themselves', async () => {
    const hash = await hashPassword('neon tiger 77');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await passwordMatches(hash, 'neon tiger 77')).toBe(true);
    expect(await passwordMatches(hash, 'neon tiger 78')).toBe(false);
  });

  it('without a stored hash never match, yet take as long as a real check', async () => {
    const hash = await hashPassword('neon tiger 77');
    const median = async (check: () => Promise<boolean>) => {
      const times: number[] = [];
      for (let i = 0; i < 5; i++) {
        const started = performance.now();
        expect(await check()).toBe(false);
        times.push(performance.now() - started);
      }
      return times.sort((a, b) => a - b)[2]!;
    };
    await passwordMatches(null, 'warm-up');
    const real = await median(() => passwordMatches(hash, 'a wrong guess'));
    const decoy = await median(() => passwordMatches(null, 'a wrong guess'));
    // A skipped check would take microseconds against the milliseconds of argon2.
    expect(decoy / real).toBeGreaterThan(0.3);
  });

  it('count as common when the list of common passwords holds them in any letter case', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('PassWord')).toBe(true);
    expect(isCommonPassword('iloveyou')).toBe(true);
    expect(isCommonPassword('neon tiger 77')).toBe(false);
  });
});

describe('one-time passwords', () => {
  it('are 16 characters without the look-alikes 0, O, 1, l and I, different every time, valid for 24 hours', async () => {
    const issued = await Promise.all(Array.from({ length: 20 }, () => newOneTimePassword()));
    for (const { password, hash, expiresAt } of issued) {
      expect(password).toMatch(/^[A-HJ-NP-Za-km-z2-9]{16}$/);
      expect(await passwordMatches(hash, password)).toBe(true);
      expect(expiresAt.getTime() - Date.now()).toBeGreaterThan(24 * 3600_000 - 60_000);
      expect(expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
    }
    expect(new Set(issued.map((i) => i.password)).size).toBe(issued.length);
  });
});
