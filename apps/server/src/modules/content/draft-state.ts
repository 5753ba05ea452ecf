import { CONTENT_EDITING, type ContentCollectionEditing, type ContentDraftState, type ContentEditorItem, type ContentMissingText } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { errors } from '../../lib/errors';
import { editorForm, missingTexts, type StoredItem } from './editor-items';
import { readDrafts, readPublished, type ContentDraft, type ContentSnapshot } from './repository';

/** The draft as the editor sees it: the published items with every unpublished change laid over them. */

export interface DraftItem {
  item: StoredItem;
  state: ContentDraftState;
  changedBy: string | null;
  changedAt: Date | null;
}

export const EDITED_COLLECTIONS = CONTENT_EDITING.map((editing) => editing.collection);

export function editingOf(collection: string): ContentCollectionEditing {
  const editing = CONTENT_EDITING.find((entry) => entry.collection === collection);
  if (!editing) throw errors.notFound();
  return editing;
}

const siteOrder = (a: StoredItem, b: StoredItem) => ((a.sort as number | undefined) ?? 0) - ((b.sort as number | undefined) ?? 0) || a.id - b.id;

/** One collection's items in the draft, in the site's order, removed ones included. */
export function layDrafts(published: StoredItem[], drafts: ContentDraft[]): DraftItem[] {
  const byId = new Map(drafts.map((draft) => [draft.itemId, draft]));
  const items: DraftItem[] = published.map((item) => {
    const draft = byId.get(item.id);
    if (!draft) return { item, state: 'published', changedBy: null, changedAt: null };
    byId.delete(item.id);
    const state = draft.data === null ? 'removed' : 'changed';
    return { item: (draft.data as StoredItem | null) ?? item, state, changedBy: draft.changedBy, changedAt: draft.changedAt };
  });
  for (const draft of byId.values()) {
    // An added item removed again before a publish leaves no draft, so a draft without data always had a published item.
    if (draft.data) items.push({ item: draft.data as StoredItem, state: 'added', changedBy: draft.changedBy, changedAt: draft.changedAt });
  }
  return items.sort((a, b) => siteOrder(a.item, b.item));
}

/** What a publish would make of every edited collection. */
export function publishedAfter(draft: Record<string, DraftItem[]>): ContentSnapshot {
  return Object.fromEntries(
    Object.entries(draft).map(([collection, items]) => [collection, items.filter((entry) => entry.state !== 'removed').map((entry) => entry.item).sort((a, b) => a.id - b.id)]),
  );
}

export async function readDraftCollection(db: Database, editing: ContentCollectionEditing): Promise<DraftItem[]> {
  const published = await readPublished(db, [editing.collection]);
  return layDrafts(published[editing.collection] as StoredItem[], await readDrafts(db, editing.collection));
}

/** Every edited collection in the draft, with the published state it lies over. */
export async function readWholeDraft(db: Database): Promise<{ published: ContentSnapshot; draft: Record<string, DraftItem[]>; changes: number }> {
  const [published, drafts] = await Promise.all([readPublished(db, EDITED_COLLECTIONS), readDrafts(db)]);
  const draft = Object.fromEntries(
    EDITED_COLLECTIONS.map((collection) => [collection, layDrafts(published[collection] as StoredItem[], drafts.filter((entry) => entry.collection === collection))]),
  );
  return { published, draft, changes: drafts.length };
}

/** The texts a publish of these items still needs. */
export function missingIn(editing: ContentCollectionEditing, items: DraftItem[]): ContentMissingText[] {
  return items.filter((entry) => entry.state !== 'removed').flatMap((entry) => missingTexts(editing, entry.item));
}

export function editorItem(editing: ContentCollectionEditing, entry: DraftItem): ContentEditorItem {
  return { id: entry.item.id, ...editorForm(editing, entry.item), state: entry.state, changedBy: entry.changedBy, changedAt: entry.changedAt?.toISOString() ?? null };
}
