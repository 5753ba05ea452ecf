import { CONTENT_COLLECTIONS, NominationItem, byLanguage, pickTranslation, toCamel, type LanguageCode, type NominationSummary } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { readCollection } from '../content';

/** The nominations in one language, ordered by id; a missing or blank text is taken from English. */
export async function listNominations(db: Database, language: LanguageCode): Promise<NominationSummary[]> {
  const items = toCamel(NominationItem.array().parse(await readCollection(db, CONTENT_COLLECTIONS.nominations)));
  return items.map(({ id, translations }) => ({ id, ...pickTranslation(byLanguage(translations), language, ['title', 'description']) }));
}
