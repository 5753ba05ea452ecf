import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openMigratedPglite } from '../src/lib/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data directory (a tarball) that each test file's database starts from. */
    pgliteCopy: string;
  }
}

/**
 * Creates and migrates one PGlite database for the whole run: every test file then loads its copy
 * instead of creating and migrating its own, which takes PGlite several seconds each time.
 */
export default async function setup(project: TestProject) {
  const folder = mkdtempSync(path.join(tmpdir(), 'awards-pglite-'));
  const file = path.join(folder, 'migrated.tar');
  const { client } = await openMigratedPglite('memory://');
  try {
    const copy = await client.dumpDataDir('none');
    writeFileSync(file, Buffer.from(await copy.arrayBuffer()));
  } finally {
    await client.close();
  }
  project.provide('pgliteCopy', file);
  return () => rmSync(folder, { recursive: true, force: true });
}
