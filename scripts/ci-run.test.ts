import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../.ci/run', import.meta.url));
const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/**
 * Runs .ci/run on a machine with nothing installed but Node: every other command it calls is a
 * stand-in that notes its arguments and does nothing more (`id` answers `uid`; `apt-cache show`
 * fails unless `aptHas`), so the browser is still missing after apt-get and Playwright's is fetched.
 * What it printed and the commands it ran, in order.
 */
function runOnFreshMachine({ uid, aptHas = true }: { uid: number; aptHas?: boolean }) {
  const bin = mkdtempSync(path.join(tmpdir(), 'ci-run-'));
  folders.push(bin);
  const calls = path.join(bin, 'calls');
  const standIn = (name: string, body = '') => {
    writeFileSync(path.join(bin, name), `#!/bin/sh\necho "${name} $*" >> ${calls}\n${body}\n`);
    chmodSync(path.join(bin, name), 0o755);
  };
  standIn('id', `echo ${uid}`);
  standIn('apt-cache', aptHas ? '' : 'exit 100');
  for (const name of ['sudo', 'env', 'apt-get', 'npm', 'npx']) standIn(name);
  for (const name of ['node', 'dirname']) symlinkSync(name === 'node' ? process.execPath : '/usr/bin/dirname', path.join(bin, name));
  const result = spawnSync('/bin/bash', [script], {
    env: { PATH: bin, POSTGRES_BIN: '/nowhere/postgresql', CHROMIUM_PATH: '/nowhere/chromium', CI: 'true' },
    encoding: 'utf8',
  });
  const ran = readFileSync(calls, 'utf8').trim().split('\n');
  return { ...result, calls: ran.filter((call) => !call.startsWith('id ')).map((call) => call.replace(`PATH=${bin}`, 'PATH=<path>')) };
}

describe('.ci/run on a fresh Debian machine', { timeout: 60_000 }, () => {
  it('as another user installs PostgreSQL 15, Redis and Chromium through sudo, saying so, then runs npm ci and every test', () => {
    const { status, stdout, calls } = runOnFreshMachine({ uid: 1000 });
    expect(status).toBe(0);
    expect(stdout).toContain('Installing with apt-get (through sudo): postgresql-15 redis-server chromium');
    expect(calls).toEqual([
      'sudo apt-get update -qq',
      'apt-cache show postgresql-15',
      'sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql-15 redis-server chromium',
      'npm ci --no-audit --no-fund',
      'npx playwright install chromium',
      'sudo env PATH=<path> npx playwright install-deps chromium',
      'npm test',
    ]);
  });

  it('as root (CI) installs with apt-get itself, with no sudo', () => {
    const { status, stdout, calls } = runOnFreshMachine({ uid: 0 });
    expect(status).toBe(0);
    expect(stdout).toContain('Installing with apt-get: postgresql-15 redis-server chromium');
    expect(calls.some((call) => call.startsWith('sudo '))).toBe(false);
    expect(calls).toContain('env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql-15 redis-server chromium');
    expect(calls.at(-1)).toBe('npm test');
  });

  it('where the release has no PostgreSQL 15, adds the PostgreSQL project’s apt repository first, and says so', () => {
    const { status, stdout, calls } = runOnFreshMachine({ uid: 0, aptHas: false });
    expect(status).toBe(0);
    expect(stdout).toContain("postgresql-15 is not in this release: adding the PostgreSQL project's apt repository");
    const repository = calls.findIndex((call) => call.includes('apt-get install') && call.includes('postgresql-common'));
    const install = calls.findIndex((call) => call.includes('apt-get install') && call.includes('postgresql-15'));
    expect(repository).toBeGreaterThan(-1);
    expect(install).toBeGreaterThan(repository);
  });
});
