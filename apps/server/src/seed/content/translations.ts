import { camelKey, LANGUAGES, type CamelKey, type LanguageCode } from '@awards/contracts';
import { translationRowId } from '../../modules/content';

/** One set of texts per language of the site. */
export type Localised<T> = Record<LanguageCode, T>;

export type TranslationRow<C extends string, T> = { id: number; languagesCode: LanguageCode } & Record<CamelKey<`${C}_id`>, number> & T;

/**
 * An item's translation rows in Directus' form: the parent's id under `<collection>Id` (stored as
 * `<collection>_id`), with the ids the backstage's editor gives them too.
 */
export function translationRows<C extends string, T extends object>(collection: C, itemId: number, texts: Localised<T>): TranslationRow<C, T>[] {
  return LANGUAGES.map(
    ({ code }, index) =>
      ({
        id: translationRowId(itemId, index),
        [camelKey(`${collection}_id`)]: itemId,
        languagesCode: code,
        ...texts[code],
      }) as TranslationRow<C, T>,
  );
}
