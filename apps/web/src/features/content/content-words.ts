import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { camelKey, DEFAULT_LANGUAGE, LANGUAGE_CODES, type ContentCollectionEditing, type ContentEditorItem, type LanguageCode } from '@awards/contracts';

interface CollectionWords {
  name: string;
  fields: Record<string, string>;
}

export interface ContentWords {
  /** A collection's name ("FAQ"); an unknown one (a newer server's) by its own. */
  collection: (collection: string) => string;
  /** A field's label in its collection ("Answer"), by its wire name. */
  field: (collection: string, field: string) => string;
  /** A language's name ("Portuguese"). */
  language: (code: LanguageCode) => string;
  /** A value as people read it: a network, a provider, an audience by name, anything else as it is. */
  value: (value: string | number) => string;
  /** What names an item in lists: its English title, question or name (another language's while English has none), or "Item 7". */
  item: (editing: ContentCollectionEditing, item: Pick<ContentEditorItem, 'id' | 'values' | 'texts'>) => string;
  /** An item without a name, or not known yet: "Item 7". */
  untitled: (id: number) => string;
}

/**
 * The names of the editor's collections, fields and values in the language shown. They come from
 * the catalogue as objects, since the collections and fields come from the contracts as data.
 */
export function useContentWords(): ContentWords {
  const { t } = useTranslation('content');
  return useMemo(() => {
    const collections = t('collections', { returnObjects: true }) as Record<string, CollectionWords | undefined>;
    const values = t('values', { returnObjects: true }) as Record<string, string | undefined>;
    const value = (raw: string | number) => values[String(raw)] ?? String(raw);
    return {
      collection: (collection) => collections[collection]?.name ?? collection,
      field: (collection, field) => collections[collection]?.fields[field] ?? (field === 'sort' ? t('common.place') : field),
      language: (code) => t(`languages.${code}`),
      value,
      item: (editing, item) => {
        const key = camelKey(editing.label);
        if (editing.texts.some((field) => field.name === editing.label)) {
          return [DEFAULT_LANGUAGE, ...LANGUAGE_CODES].map((code) => item.texts[code]?.[key]?.trim()).find(Boolean) ?? t('common.untitled', { id: item.id });
        }
        const named = item.values[key];
        return named === undefined || String(named).trim() === '' ? t('common.untitled', { id: item.id }) : value(named);
      },
      untitled: (id) => t('common.untitled', { id }),
    };
  }, [t]);
}
