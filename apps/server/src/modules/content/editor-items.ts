import {
  camelKey,
  CONTENT_ITEM_SCHEMAS,
  LANGUAGES,
  richTextProblem,
  unknownPlaceholders,
  type ContentCollectionEditing,
  type ContentItemInput,
  type ContentMissingText,
  type LanguageCode,
} from '@awards/contracts';
import { AppError } from '../../lib/errors';

/**
 * Between the two forms of an item: the content service's (Directus' wire shape, with translation
 * rows, as stored) and the editor's (values by field, texts by language and field). The editor's
 * form is in the code's keys like any request and answer: `image_old` is `imageOld` there.
 */

export type StoredItem = Record<string, unknown> & { id: number };

export interface EditorForm {
  values: Record<string, string | number>;
  texts: Partial<Record<LanguageCode, Record<string, string>>>;
}

/** Translation row ids are unique within a collection and fixed by the item and the language: item 3's Spanish row is row 10. */
export const translationRowId = (itemId: number, languageIndex: number) => (itemId - 1) * LANGUAGES.length + languageIndex + 1;

/** Lists and ordered collections keep a `sort`; the fixed ones (pages, singletons) have none. */
export const isSorted = (editing: ContentCollectionEditing) => editing.shape !== 'fixed';

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

export function editorForm(editing: ContentCollectionEditing, item: StoredItem): EditorForm {
  const values = Object.fromEntries(editing.values.map(({ name }) => [camelKey(name), item[name] as string | number]));
  const rows = (item.translations as Record<string, unknown>[] | undefined) ?? [];
  const texts = Object.fromEntries(
    rows.map((row) => [row.languages_code as LanguageCode, Object.fromEntries(editing.texts.map(({ name }) => [camelKey(name), (row[name] as string | undefined) ?? '']))]),
  );
  return { values, texts };
}

/** The English label of an item (a question, a title, a name), for lists and histories. */
export function labelOf(editing: ContentCollectionEditing, item: StoredItem): string {
  if (editing.texts.some((field) => field.name === editing.label)) return editorForm(editing, item).texts.EN?.[camelKey(editing.label)] ?? '';
  return String(item[editing.label] ?? '');
}

/** A date as the schema stores it; the stored spelling of the same instant stays, so an unchanged date is no change. */
function sameInstantAs(stored: unknown, value: string): string {
  const instant = Date.parse(value);
  return typeof stored === 'string' && Date.parse(stored) === instant ? stored : new Date(instant).toISOString();
}

/** Every problem of an organiser's input at once, each on its field (`values.url`, `texts.RU.answer`). */
function problemsOf(editing: ContentCollectionEditing, input: ContentItemInput, knownAssets: ReadonlySet<string>): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of editing.values) {
    if (field.kind === 'fixed') continue;
    const value = input.values[camelKey(field.name)];
    const key = `values.${field.name}`;
    if (value === undefined || String(value).trim() === '') problems[key] = 'validation.required';
    else if (field.kind === 'number' && !/^\d{1,15}$/.test(String(value).trim())) problems[key] = 'validation.invalid';
    else if (field.kind === 'choice' && !field.options.includes(String(value))) problems[key] = 'validation.invalid';
    else if (field.kind === 'url' && !/^https?:\/\/[^\s/]+\.[^\s]+$/i.test(String(value).trim())) problems[key] = 'validation.url';
    else if (field.kind === 'date_time' && Number.isNaN(Date.parse(String(value)))) problems[key] = 'validation.date';
    else if (field.kind === 'image' && !knownAssets.has(String(value))) problems[key] = 'validation.image_unknown';
  }
  for (const [language, texts] of Object.entries(input.texts)) {
    for (const field of editing.texts) {
      const text = texts?.[camelKey(field.name)] ?? '';
      const problem = (field.kind === 'rich_text' ? richTextProblem(text) : null) ?? (unknownPlaceholders(text).length > 0 ? 'validation.content_placeholder' : null);
      if (problem) problems[`texts.${language}.${field.name}`] = problem;
    }
  }
  return problems;
}

/**
 * The stored item an organiser's input makes, checked against its collection's schema. A text left
 * out is stored empty (a publish then asks for it); a fixed value comes from the item as it was.
 */
export function storedItem(
  editing: ContentCollectionEditing,
  { id, sort, before }: { id: number; sort: number | undefined; before: StoredItem | undefined },
  input: ContentItemInput,
  knownAssets: ReadonlySet<string>,
): StoredItem {
  const problems = problemsOf(editing, input, knownAssets);
  if (Object.keys(problems).length > 0) throw new AppError(400, 'validation_error', 'error.validation', problems);
  // Fields the editor no longer shows (the timer's stored end, which the season gives) keep their stored value.
  const item: StoredItem = { ...Object.fromEntries(Object.entries(before ?? {}).filter(([name]) => name !== 'translations')), id };
  if (isSorted(editing)) item.sort = sort;
  for (const field of editing.values) {
    const value = field.kind === 'fixed' ? before?.[field.name] : String(input.values[camelKey(field.name)]).trim();
    if (field.kind === 'date_time') item[field.name] = sameInstantAs(before?.[field.name], String(value));
    else item[field.name] = field.kind === 'number' ? Number(value) : value;
  }
  if (editing.texts.length > 0) {
    const rows = (before?.translations as Record<string, unknown>[] | undefined) ?? [];
    item.translations = LANGUAGES.map(({ code }, index) => ({
      // Fields the editor leaves alone keep their stored value.
      ...rows.find((row) => row.languages_code === code),
      id: translationRowId(id, index),
      [`${editing.collection}_id`]: id,
      languages_code: code,
      ...Object.fromEntries(editing.texts.map(({ name }) => [name, input.texts[code]?.[camelKey(name)] ?? ''])),
    }));
  }
  const checked = CONTENT_ITEM_SCHEMAS[editing.collection].safeParse(item);
  if (!checked.success) throw new AppError(400, 'validation_error', 'error.validation', Object.fromEntries(checked.error.issues.map(({ path }) => [fieldKeyOf(path), 'validation.invalid'])));
  return checked.data as StoredItem;
}

/** Where the editor shows a problem the collection's schema found: `values.url`, `texts.RU.answer`. */
function fieldKeyOf(path: PropertyKey[]): string {
  if (path[0] === 'translations') return `texts.${LANGUAGES[Number(path[1])]?.code}.${String(path[2])}`;
  return `values.${String(path[0])}`;
}

/** The texts of an item that a publish needs and it lacks, in each language. */
export function missingTexts(editing: ContentCollectionEditing, item: StoredItem): ContentMissingText[] {
  const { texts } = editorForm(editing, item);
  return LANGUAGES.flatMap(({ code }) =>
    editing.texts.filter((field) => blank(texts[code]?.[camelKey(field.name)])).map((field) => ({ collection: editing.collection, itemId: item.id, field: field.name, language: code })),
  );
}
