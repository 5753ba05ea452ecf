import { CONTENT_COLLECTIONS, DEFAULT_LANGUAGE, NominationItem, type LanguageCode, type NominationSummary } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { readCollection } from '../content/repository';

/** The nominations in one language, ordered by id; a missing or empty text falls back to English. */
export async function listNominations(db: Database, language: LanguageCode): Promise<NominationSummary[]> {
  const items = NominationItem.array().parse(await readCollection(db, CONTENT_COLLECTIONS.nominations));
  return items.map(({ id, translations }) => {
    const local = translations.find((row) => row.languages_code === language);
    const english = translations.find((row) => row.languages_code === DEFAULT_LANGUAGE);
    return {
      id,
      title: local?.title || english?.title || '',
      description: local?.description || english?.description || '',
    };
  });
}
