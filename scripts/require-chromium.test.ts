import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('./require-chromium.mjs', import.meta.url));
const run = (chromiumPath: string) => spawnSync(process.execPath, [script], { env: { ...process.env, CHROMIUM_PATH: chromiumPath }, encoding: 'utf8' });

describe('the browser tests without Chromium', () => {
  it('stop the run and say how to install it', () => {
    const result = run('/nowhere/chromium');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Chromium at /nowhere/chromium');
    expect(result.stderr).toContain('apt-get install -y chromium');
  });

  it('go ahead when the browser is there', () => {
    const result = run(process.execPath);
    expect(result.status).toBe(0);
    expect(result.stderr).toBe('');
  });
});
