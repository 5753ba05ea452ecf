import { z } from 'zod';
import type { LanguageCode } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { errors } from '../../lib/errors';
import { listNominations } from '../nominations/catalogue';

/** The `:categoryId` of the voting routes: a nomination id, checked in the handler so that junk is a 404. */
export const CategoryParams = z.object({ categoryId: z.string() });

/** The nomination id a `:categoryId` spells, or undefined when it is no id at all. */
export const categoryIdOf = (categoryId: string) => (/^[1-9]\d{0,8}$/.test(categoryId) ? Number(categoryId) : undefined);

/** The nomination a `:categoryId` names, titled in `language`; 404 for anything that is not one of the nominations. */
export async function findCategory(db: Database, categoryId: string, language: LanguageCode) {
  const id = categoryIdOf(categoryId);
  const nomination = id === undefined ? undefined : (await listNominations(db, language)).find((item) => item.id === id);
  if (!nomination) throw errors.notFound();
  return { id: nomination.id, title: nomination.title };
}
