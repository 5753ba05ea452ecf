import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/** Thrown when another live process holds the embedded database. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by process ${pid} (a running server?). ` +
        'Stop it first, or point DATABASE_URL at PostgreSQL, which several processes can share.',
    );
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * PGlite is one process's database and has no lock of its own: a second process opening the same
 * files (the backstage command beside a running server) would corrupt them. A lock file holding
 * the owner's pid keeps the second one out; a lock left by a process that died is taken over.
 * Answers the release.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = path.join(dataDir, 'awards.lock');
  for (;;) {
    try {
      const handle = openSync(lockPath, 'wx');
      writeSync(handle, String(process.pid));
      closeSync(handle);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockPath, 'utf8'));
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && alive(owner)) throw new DataDirInUseError(dataDir, owner);
      rmSync(lockPath, { force: true });
    }
  }
}
