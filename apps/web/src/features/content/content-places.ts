import { camelKey, CONTENT_EDITING, LANGUAGE_CODES, type ContentMissingText, type LanguageCode } from '@awards/contracts';
import { backstagePath } from '@/lib/backstage-paths';

/**
 * Where a field of an item is: in the editor's form (`texts.PT.answer`, `values.imageOld`), on the
 * page (its control's id) and in the address (the item's page with the field to focus).
 */

/** The form's name of a text in one language. */
export const textName = (language: LanguageCode, field: string) => `texts.${language}.${camelKey(field)}`;
/** The form's name of a value shared by the languages. */
export const valueName = (field: string) => `values.${camelKey(field)}`;

/** A field's control id, from its form name: links to the field land on it. */
export const fieldId = (name: string) => `content-${name.replaceAll('.', '-')}`;

/** The address parameter naming the field an item's page opens on. */
export const FIELD_PARAMETER = 'field';

/** An item's page, opened on one field (its control focused). */
export function itemPath(collection: string, itemId: number | 'new', field?: string): string {
  const path = backstagePath('BackstageContentItem', { collection, id: itemId });
  return field ? `${path}?${new URLSearchParams({ [FIELD_PARAMETER]: field })}` : path;
}

/** The address parameters of the history page: the version shown, and the one it is compared with. */
export const VERSION_PARAMETER = 'version';
export const AGAINST_PARAMETER = 'against';

/** The history page showing what a version changed. */
export const versionPath = (id: number) => `${backstagePath('BackstageContentHistory')}?${new URLSearchParams({ [VERSION_PARAMETER]: String(id) })}`;

/** A missing text's place, as a link's address. */
export const missingTextPath = (text: ContentMissingText) => itemPath(text.collection, text.itemId, textName(text.language, text.field));

/**
 * The texts a refused publish names: its `fields` are keyed `collection.item.language.field`,
 * camelCased on their way in like every key (`key_dates` arrives as `keyDates`), so each part is
 * matched back to the collection and field the contracts name. A key matching none is left out.
 */
export function missingTextsOf(fields: Record<string, string>): ContentMissingText[] {
  return Object.keys(fields).flatMap((key) => {
    const [collectionKey, itemId, language, fieldKey] = key.split('.');
    const editing = CONTENT_EDITING.find((entry) => camelKey(entry.collection) === collectionKey);
    const field = editing?.texts.find((text) => camelKey(text.name) === fieldKey);
    const code = LANGUAGE_CODES.find((each) => each === language);
    if (!editing || !field || !code || !/^\d+$/.test(itemId ?? '')) return [];
    return [{ collection: editing.collection, itemId: Number(itemId), language: code, field: field.name }];
  });
}

/** Whether two missing texts are the same text. */
export const sameText = (a: ContentMissingText, b: ContentMissingText) => a.collection === b.collection && a.itemId === b.itemId && a.language === b.language && a.field === b.field;
