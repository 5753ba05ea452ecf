import { CONTENT_COLLECTIONS, JudgeItem, byLanguage, pickTranslation, toCamel, type JuryMember } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { readContent } from '../content';

/** The jury as the site shows it (the `judges` content collection), in the site's order, each by its English name. */
export async function listJuryMembers(db: Database): Promise<JuryMember[]> {
  const items = toCamel(JudgeItem.array().parse(await readContent(db, CONTENT_COLLECTIONS.judges)));
  return items
    .sort((a, b) => a.sort - b.sort || a.id - b.id)
    .map(({ id, translations }) => ({ id, name: pickTranslation(byLanguage(translations), 'EN', ['name']).name }));
}
