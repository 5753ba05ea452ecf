import { camelKey, LANGUAGE_CODES, type ContentCollectionEditing, type ContentEditorItem, type ContentItemInput, type LanguageCode } from '@awards/contracts';
import { instantFor, toLocalInput } from '@/lib/local-time';

/**
 * An item as its editor's form holds it: every text in each of the four languages, every value as
 * typed (a date as its `datetime-local` value in the organiser's zone). Keys are the code's
 * (`imageOld`), so the server's problems (`values.imageOld`, `texts.RU.answer`) name the form's fields.
 */
export interface ItemFormValues {
  values: Record<string, string>;
  texts: Record<LanguageCode, Record<string, string>>;
}

const localDate = (value: string) => (Number.isNaN(Date.parse(value)) ? '' : toLocalInput(value));

export function itemFormValues(editing: ContentCollectionEditing, item?: Pick<ContentEditorItem, 'values' | 'texts'>): ItemFormValues {
  const values = Object.fromEntries(
    editing.values.map((field) => {
      const key = camelKey(field.name);
      const value = item?.values[key];
      if (value === undefined) return [key, ''];
      return [key, field.kind === 'date_time' ? localDate(String(value)) : String(value)];
    }),
  );
  const texts = Object.fromEntries(
    LANGUAGE_CODES.map((code) => [code, Object.fromEntries(editing.texts.map((field) => [camelKey(field.name), item?.texts[code]?.[camelKey(field.name)] ?? '']))]),
  ) as ItemFormValues['texts'];
  return { values, texts };
}

/**
 * What the form sends: dates as UTC instants (a date left as shown goes back exactly as stored),
 * whole numbers as numbers, a fixed value as stored. Anything else goes as typed, for the server
 * to judge and answer on its field.
 */
export function itemInput(editing: ContentCollectionEditing, form: ItemFormValues, item?: Pick<ContentEditorItem, 'values'>): ContentItemInput {
  const values = Object.fromEntries(
    editing.values.map((field) => {
      const key = camelKey(field.name);
      const typed = form.values[key] ?? '';
      const stored = item?.values[key];
      if (field.kind === 'fixed') return [key, stored ?? typed];
      if (field.kind === 'date_time') return [key, instantFor(typed, stored === undefined ? undefined : String(stored))];
      if (field.kind === 'number' && /^\d+$/.test(typed.trim())) return [key, Number(typed.trim())];
      return [key, typed];
    }),
  );
  return { values, texts: form.texts };
}

/** The texts of a form still empty in a language: a publish needs each. */
export const isBlank = (text: string | undefined) => (text ?? '').trim() === '';
