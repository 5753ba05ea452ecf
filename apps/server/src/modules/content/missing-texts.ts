import type { ContentMissingText } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { editingOf, EDITED_COLLECTIONS, missingIn, readWholeDraft } from './draft-state';

/** Every text blank in a language, in the published content or its draft: what a publish would refuse, as the season's readiness lists it. */
export async function readMissingTexts(db: Database): Promise<ContentMissingText[]> {
  const { draft } = await readWholeDraft(db);
  return EDITED_COLLECTIONS.flatMap((collection) => missingIn(editingOf(collection), draft[collection]!));
}
