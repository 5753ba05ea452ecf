import { contentEditingOf } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { publishedAfter, readDraftCollection } from './draft-state';
import type { Row } from './query/shape';
import { readCollection } from './repository';

/**
 * A collection's items as the site shows them or, for an organiser's preview (`draft`), as the
 * draft would publish them. Every reader of content goes through here, so a preview shows the
 * draft wherever the content appears.
 */
export async function readContent(db: Database, collection: string, draft = false): Promise<Row[]> {
  const editing = contentEditingOf(collection);
  if (!draft || !editing) return readCollection(db, collection);
  return publishedAfter({ [collection]: await readDraftCollection(db, editing) })[collection]!;
}
