import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

/** What loading the test run's configuration prints, with these variables. */
function configOutput(env: Record<string, string>) {
  const { CI: _ci, SKIP_POSTGRES: _skip, ...rest } = process.env;
  const result = spawnSync(process.execPath, ['--import', 'tsx', '-e', "await import('./vitest.config.ts')"], { cwd: root, env: { ...rest, ...env }, encoding: 'utf8' });
  expect(result.status).toBe(0);
  return result.stdout + result.stderr;
}

describe('a test run that leaves PostgreSQL out', { timeout: 60_000 }, () => {
  it('says so before it starts, and why', () => {
    expect(configOutput({ SKIP_POSTGRES: '1' })).toMatch(/^SKIP_POSTGRES=1: the PostgreSQL tests are skipped \(project server:postgres\)\..* Unset SKIP_POSTGRES to run them/);
  });

  it('says that CI ignores the setting, and prints nothing when nothing is skipped', () => {
    expect(configOutput({ SKIP_POSTGRES: '1', CI: 'true' })).toContain('SKIP_POSTGRES=1 is ignored with CI=true');
    expect(configOutput({})).toBe('');
  });
});
