import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-dir-lock';

const dirs: string[] = [];
const newDataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'awards-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the embedded database lock', () => {
  it('keeps a second process out while the first is alive, naming it', async () => {
    const dataDir = newDataDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(path.join(dataDir, 'awards.lock'), String(other.pid));
      expect(() => lockDataDir(dataDir)).toThrow(DataDirInUseError);
      expect(() => lockDataDir(dataDir)).toThrow(`in use by process ${other.pid}`);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a process that has died, and removes it on release', async () => {
    const dataDir = newDataDir();
    const dead = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => dead.on('exit', resolve));
    writeFileSync(path.join(dataDir, 'awards.lock'), String(dead.pid));
    const release = lockDataDir(dataDir);
    expect(readFileSync(path.join(dataDir, 'awards.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dataDir, 'awards.lock'))).toBe(false);
  });
});
