import { LANGUAGES, type LanguageCode } from '@awards/contracts';

/** One set of texts per language of the spec. */
export type Localised<T> = Record<LanguageCode, T>;

export type TranslationRow<C extends string, T> = { id: number; languages_code: LanguageCode } & Record<`${C}_id`, number> & T;

/**
 * An item's translation rows in Directus' form. Row ids are unique within the collection and the same
 * on every seed: item 3's Spanish row is always row 10.
 */
export function translationRows<C extends string, T extends object>(collection: C, itemId: number, texts: Localised<T>): TranslationRow<C, T>[] {
  return LANGUAGES.map(
    ({ code }, index) =>
      ({
        id: (itemId - 1) * LANGUAGES.length + index + 1,
        [`${collection}_id`]: itemId,
        languages_code: code,
        ...texts[code],
      }) as TranslationRow<C, T>,
  );
}
