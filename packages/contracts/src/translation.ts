import { DEFAULT_LANGUAGE, type LanguageCode } from './languages';

/** A text field's value per language; any of them may be missing or left blank by an editor. */
export type TextsByLanguage<Field extends string> = Partial<Record<LanguageCode, Partial<Record<Field, string | null | undefined>>>>;

const filled = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * Each of `fields` in `language`, else in English, else empty: a text that is missing or only
 * white space counts as not translated, so the site never shows a blank where English has words.
 */
export function pickTranslation<Field extends string>(texts: TextsByLanguage<Field>, language: LanguageCode, fields: readonly Field[]): Record<Field, string> {
  const own = texts[language];
  const english = texts[DEFAULT_LANGUAGE];
  return Object.fromEntries(
    fields.map((field) => {
      const value = own?.[field];
      if (filled(value)) return [field, value];
      const fallback = english?.[field];
      return [field, filled(fallback) ? fallback : ''];
    }),
  ) as Record<Field, string>;
}

/** Content translation rows (one per language, as the content service sends them) keyed by their language. */
export function byLanguage<Row extends { languagesCode: LanguageCode }>(rows: readonly Row[] | undefined): Partial<Record<LanguageCode, Row>> {
  return Object.fromEntries((rows ?? []).map((row) => [row.languagesCode, row])) as Partial<Record<LanguageCode, Row>>;
}
