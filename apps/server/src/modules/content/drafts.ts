import { isDeepStrictEqual } from 'node:util';
import { camelKey, type ContentCollectionEditing, type ContentItemInput } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { AppError, errors } from '../../lib/errors';
import { recordAudit, type Actor } from '../audit';
import { storedItem, type StoredItem } from './editor-items';
import { readDraftCollection, type DraftItem } from './draft-state';
import { deleteDrafts, existingAssetIds, readPublished, withEditingLock, writeDraft } from './repository';

/** An organiser's changes to the draft, one item at a time; the site shows none of them before a publish. */

const fixedCollection = () => new AppError(409, 'fixed_collection', 'error.fixed_collection');

function imageIds(editing: ContentCollectionEditing, input: ContentItemInput): string[] {
  return editing.values.filter((field) => field.kind === 'image').map((field) => String(input.values[camelKey(field.name)] ?? ''));
}

/**
 * Stores an item's new state as its draft, or drops the draft when the state is the published
 * one again (an edit undone by hand leaves nothing to publish).
 */
async function keep(tx: Database, actor: Actor, editing: ContentCollectionEditing, item: StoredItem | null, itemId: number): Promise<void> {
  const published = (await readPublished(tx, [editing.collection]))[editing.collection]!.find((entry) => entry.id === itemId);
  if (published && item && isDeepStrictEqual(published, item)) await deleteDrafts(tx, { collection: editing.collection, itemId });
  else if (!published && !item) await deleteDrafts(tx, { collection: editing.collection, itemId });
  else await writeDraft(tx, { collection: editing.collection, itemId, data: item, changedBy: actor.id });
}

function find(items: DraftItem[], id: number): DraftItem {
  const entry = items.find((candidate) => candidate.item.id === id);
  if (!entry) throw errors.notFound();
  return entry;
}

export function saveItem(db: Database, actor: Actor, editing: ContentCollectionEditing, id: number, input: ContentItemInput): Promise<DraftItem> {
  return withEditingLock(db, async (tx) => {
    const before = find(await readDraftCollection(tx, editing), id);
    const item = storedItem(editing, { id, sort: before.item.sort as number | undefined, before: before.item }, input, await existingAssetIds(tx, imageIds(editing, input)));
    await keep(tx, actor, editing, item, id);
    await recordAudit(tx, actor, { action: 'content.save', subjectType: 'content_item', subjectId: `${editing.collection}/${id}`, before: before.item, after: item });
    return find(await readDraftCollection(tx, editing), id);
  });
}

export function addItem(db: Database, actor: Actor, editing: ContentCollectionEditing, input: ContentItemInput): Promise<DraftItem> {
  if (editing.shape !== 'list') throw fixedCollection();
  return withEditingLock(db, async (tx) => {
    const items = await readDraftCollection(tx, editing);
    // Ids stay unique against removed items too: a removal is undone by publishing nothing, not by reusing its id.
    const id = Math.max(0, ...items.map((entry) => entry.item.id)) + 1;
    const sort = Math.max(0, ...items.map((entry) => (entry.item.sort as number | undefined) ?? 0)) + 1;
    const item = storedItem(editing, { id, sort, before: undefined }, input, await existingAssetIds(tx, imageIds(editing, input)));
    await keep(tx, actor, editing, item, id);
    await recordAudit(tx, actor, { action: 'content.add', subjectType: 'content_item', subjectId: `${editing.collection}/${id}`, after: item });
    return find(await readDraftCollection(tx, editing), id);
  });
}

/**
 * Checks, by collection, that refuse (by throwing) to remove an item another part of the site still
 * stands on, such as a jury member a judge's account shows. The modules that know are built on
 * content, so the app hands their checks in rather than content importing them.
 */
export type RemovalGuards = Partial<Record<string, (db: Database, id: number) => Promise<void>>>;

export function removeItem(db: Database, actor: Actor, editing: ContentCollectionEditing, id: number, guards: RemovalGuards): Promise<void> {
  if (editing.shape !== 'list') throw fixedCollection();
  return withEditingLock(db, async (tx) => {
    const entry = find(await readDraftCollection(tx, editing), id);
    await guards[editing.collection]?.(tx, id);
    await keep(tx, actor, editing, null, id);
    await recordAudit(tx, actor, { action: 'content.remove', subjectType: 'content_item', subjectId: `${editing.collection}/${id}`, before: entry.item });
  });
}

/** Puts the items in the order given: every item the draft keeps, each once. */
export function orderItems(db: Database, actor: Actor, editing: ContentCollectionEditing, ids: number[]): Promise<void> {
  if (editing.shape === 'fixed') throw fixedCollection();
  return withEditingLock(db, async (tx) => {
    const kept = (await readDraftCollection(tx, editing)).filter((entry) => entry.state !== 'removed');
    const expected = kept.map((entry) => entry.item.id).sort((a, b) => a - b);
    if (!isDeepStrictEqual([...ids].sort((a, b) => a - b), expected)) throw errors.invalidField('ids', 'validation.content_order');
    for (const [index, id] of ids.entries()) {
      const entry = find(kept, id);
      if (entry.item.sort !== index + 1) await keep(tx, actor, editing, { ...entry.item, sort: index + 1 }, id);
    }
    await recordAudit(tx, actor, { action: 'content.order', subjectType: 'content_item', subjectId: `${editing.collection}/*`, before: kept.map((entry) => entry.item.id), after: ids });
  });
}
