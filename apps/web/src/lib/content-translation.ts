import { DEFAULT_LANGUAGE, type LanguageCode } from '@awards/contracts';

interface TranslationRow {
  languages_code: LanguageCode;
}

/**
 * The texts of a content item in `language`, field by field: a text the editors left blank (or a
 * missing translation) is taken from English, so the site never shows an empty label.
 */
export function translated<Row extends TranslationRow, Field extends keyof Row>(
  rows: readonly Row[] | undefined,
  language: LanguageCode,
  fields: readonly Field[],
): Record<Field, string> {
  const inLanguage = rows?.find((row) => row.languages_code === language);
  const inEnglish = rows?.find((row) => row.languages_code === DEFAULT_LANGUAGE);
  const pick = (row: Row | undefined, field: Field) => {
    const value = row?.[field];
    return typeof value === 'string' && value.trim() !== '' ? value : undefined;
  };
  return Object.fromEntries(fields.map((field) => [field, pick(inLanguage, field) ?? pick(inEnglish, field) ?? ''])) as Record<Field, string>;
}
