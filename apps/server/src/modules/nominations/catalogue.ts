import { CONTENT_COLLECTIONS, NominationItem, byLanguage, pickTranslation, toCamel, type LanguageCode, type NominationSummary, type SeasonCalendar } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { inSeason, readContent } from '../content';

/**
 * The nominations in one language (`draft`: as previewed), ordered by id; a missing or blank text
 * is taken from English. With the season's `calendar`, a text quoting its dates has them written.
 */
export async function listNominations(db: Database, language: LanguageCode, draft = false, calendar?: SeasonCalendar): Promise<NominationSummary[]> {
  const rows = inSeason(CONTENT_COLLECTIONS.nominations, await readContent(db, CONTENT_COLLECTIONS.nominations, draft), calendar, new Date());
  const items = toCamel(NominationItem.array().parse(rows));
  return items.map(({ id, translations }) => ({ id, ...pickTranslation(byLanguage(translations), language, ['title', 'description']) }));
}
