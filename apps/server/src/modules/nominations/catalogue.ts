import { CONTENT_COLLECTIONS, NominationItem, byLanguage, pickTranslation, toCamel, type LanguageCode, type NominationSummary } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { readContent } from '../content';

/** The nominations in one language (`draft`: as previewed), ordered by id; a missing or blank text is taken from English. */
export async function listNominations(db: Database, language: LanguageCode, draft = false): Promise<NominationSummary[]> {
  const items = toCamel(NominationItem.array().parse(await readContent(db, CONTENT_COLLECTIONS.nominations, draft)));
  return items.map(({ id, translations }) => ({ id, ...pickTranslation(byLanguage(translations), language, ['title', 'description']) }));
}
