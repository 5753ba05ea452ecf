import { camelKey, LANGUAGES, type CamelKey, type LanguageCode } from '@awards/contracts';

/** One set of texts per language of the site. */
export type Localised<T> = Record<LanguageCode, T>;

export type TranslationRow<C extends string, T> = { id: number; languagesCode: LanguageCode } & Record<CamelKey<`${C}_id`>, number> & T;

/**
 * An item's translation rows in Directus' form: the parent's id under `<collection>Id` (stored as
 * `<collection>_id`). Row ids are unique within the collection and the same on every seed: item
 * 3's Spanish row is always row 10.
 */
export function translationRows<C extends string, T extends object>(collection: C, itemId: number, texts: Localised<T>): TranslationRow<C, T>[] {
  return LANGUAGES.map(
    ({ code }, index) =>
      ({
        id: (itemId - 1) * LANGUAGES.length + index + 1,
        [camelKey(`${collection}_id`)]: itemId,
        languagesCode: code,
        ...texts[code],
      }) as TranslationRow<C, T>,
  );
}
