import type { LanguageCode } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { errors } from '../../lib/errors';
import { listNominations } from '../nominations';

/** The nomination id a path's `:nominationId` spells, or undefined when it is no id at all. */
export const nominationIdOf = (text: string) => (/^[1-9]\d{0,8}$/.test(text) ? Number(text) : undefined);

/** The nomination a path names, titled in `language`; 404 for anything that is not one of the nominations. */
export async function findNomination(db: Database, text: string, language: LanguageCode) {
  const id = nominationIdOf(text);
  const nomination = id === undefined ? undefined : (await listNominations(db, language)).find((item) => item.id === id);
  if (!nomination) throw errors.notFound();
  return { id: nomination.id, title: nomination.title };
}
