import { camelKey, CONTENT_EDITING, LANGUAGES, type ContentCollectionEditing, type ContentItemChange } from '@awards/contracts';
import { editorForm, isSorted, labelOf, type StoredItem } from './editor-items';
import type { ContentSnapshot } from './repository';

/** What changed between two states of the content, item by item and field by field. */

type FieldChange = ContentItemChange['fields'][number];

const shown = (value: unknown): string | null => (value === undefined || value === null ? null : String(value));

function fieldChanges(editing: ContentCollectionEditing, before: StoredItem | undefined, after: StoredItem | undefined): FieldChange[] {
  const changes: FieldChange[] = [];
  const compare = (field: string, language: FieldChange['language'], a: unknown, b: unknown) => {
    if (shown(a) !== shown(b)) changes.push({ field, language, before: shown(a), after: shown(b) });
  };
  if (isSorted(editing)) compare('sort', null, before?.sort, after?.sort);
  const a = before && editorForm(editing, before);
  const b = after && editorForm(editing, after);
  for (const { name } of editing.values) compare(name, null, a?.values[camelKey(name)], b?.values[camelKey(name)]);
  for (const { code } of LANGUAGES) {
    for (const { name } of editing.texts) compare(name, code, a?.texts[code]?.[camelKey(name)], b?.texts[code]?.[camelKey(name)]);
  }
  return changes;
}

/** Each item added, removed or changed from `before` to `after`, collections in the editor's order. */
export function contentChanges(before: ContentSnapshot, after: ContentSnapshot): ContentItemChange[] {
  return CONTENT_EDITING.flatMap((editing) => {
    const older = new Map((before[editing.collection] ?? []).map((item) => [item.id as number, item as StoredItem]));
    const newer = new Map((after[editing.collection] ?? []).map((item) => [item.id as number, item as StoredItem]));
    const ids = [...new Set([...older.keys(), ...newer.keys()])].sort((x, y) => x - y);
    return ids.flatMap((id): ContentItemChange[] => {
      const [was, is] = [older.get(id), newer.get(id)];
      const fields = fieldChanges(editing, was, is);
      if (fields.length === 0) return [];
      const kind = !was ? 'added' : !is ? 'removed' : 'changed';
      return [{ collection: editing.collection, itemId: id, label: labelOf(editing, (is ?? was)!), kind, fields }];
    });
  });
}

/** How many items a version added, changed and removed. */
export function changeCounts(changes: ContentItemChange[]): { added: number; changed: number; removed: number } {
  const count = (kind: ContentItemChange['kind']) => changes.filter((change) => change.kind === kind).length;
  return { added: count('added'), changed: count('changed'), removed: count('removed') };
}
