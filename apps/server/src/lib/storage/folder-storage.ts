import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { checkedKey, counted, newStorageKey, type ObjectStorage } from './object-storage';

/**
 * Files under `folder` (`DATA_DIR/videos`, `DATA_DIR/assets`). A file is written under a temporary
 * name in the same folder and renamed once complete, so a stored key always names a whole file.
 */
export function folderStorage(folder: string): ObjectStorage {
  const file = (key: string) => path.join(folder, checkedKey(key));
  return {
    async put(source) {
      await mkdir(folder, { recursive: true });
      const key = newStorageKey();
      const partial = path.join(folder, `.${key}.part`);
      const { bytes, size } = counted(source);
      const writer = createWriteStream(partial, { flags: 'wx' });
      try {
        await pipeline(bytes, writer);
        await rename(partial, file(key));
      } catch (error) {
        // A small file can fail before the file is even open: removing it before the writer has
        // closed would let the pending open create it again afterwards.
        if (!writer.closed) await new Promise<void>((closed) => writer.once('close', () => closed()));
        await rm(partial, { force: true });
        throw error;
      }
      return { key, size: size() };
    },
    async open(key, range) {
      // Opened before it is returned, so a missing file fails the request rather than the answer under way.
      const handle = await open(file(key));
      return handle.createReadStream(range);
    },
    async remove(key) {
      await rm(file(key), { force: true });
    },
  };
}
