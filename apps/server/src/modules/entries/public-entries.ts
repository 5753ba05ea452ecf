import type { Database } from '../../lib/db/client';

/**
 * Whether an entry's clip may be played by anyone: its entry stands as a nominee. The rounds know
 * that, and they build on the entries, so the check is handed to this module where the app is put
 * together rather than imported from there.
 */
export type PublicEntryCheck = (db: Database, entryId: number) => Promise<boolean>;

export interface EntriesOptions {
  isPublicEntry: PublicEntryCheck;
}
