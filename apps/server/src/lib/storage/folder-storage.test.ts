import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { folderStorage } from './folder-storage';
import type { ObjectStorage } from './object-storage';

async function* chunks(...parts: string[]) {
  for (const part of parts) yield Buffer.from(part);
}

async function* failingAfter(part: string) {
  yield Buffer.from(part);
  throw new Error('the upload broke off');
}

describe('the storage in a folder of DATA_DIR', () => {
  let folder: string;
  let storage: ObjectStorage;
  beforeEach(async () => {
    folder = path.join(await mkdtemp(path.join(tmpdir(), 'awards-storage-')), 'videos');
    storage = folderStorage(folder);
  });
  afterEach(() => rm(path.dirname(folder), { recursive: true, force: true }));

  it('stores a stream under a new key, gives it back whole or by range, and removes it', async () => {
    const { key, size } = await storage.put(chunks('moov ', 'mdat'));
    expect(size).toBe(9);
    expect(await text(await storage.open(key))).toBe('moov mdat');
    expect(await text(await storage.open(key, { start: 2, end: 6 }))).toBe('ov md');
    await storage.remove(key);
    expect(await readdir(folder)).toEqual([]);
    await expect(storage.remove(key)).resolves.toBeUndefined();
    await expect(storage.open(key)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('keeps nothing, not even a partial file, when the source fails', async () => {
    // Many early failures: some come while the file is still being opened.
    for (let i = 0; i < 300; i++) {
      await expect(storage.put(failingAfter('x'.repeat(i)))).rejects.toThrow('the upload broke off');
    }
    expect(await readdir(folder)).toEqual([]);
  });

  it('refuses a key it did not make, so no path can reach outside its folder', async () => {
    await expect(storage.open('../jwt-secret')).rejects.toThrow('not a storage key');
    await expect(storage.remove('../../etc/passwd')).rejects.toThrow('not a storage key');
  });
});
