import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentCollectionDraft, ContentCollectionEditing, ContentEditorItem } from '@awards/contracts';
import { SortableList, type SortableWords } from '@/components/backstage/sortable-list/sortable-list';
import { useContentWords } from '../content-words';
import { ItemSummary } from './item-summary';
import './item-list.css';

interface ItemListProps {
  editing: ContentCollectionEditing;
  draft: ContentCollectionDraft;
  /** An item on its way out or back: its button waits. */
  busyId: number | null;
  onReorder: (ids: number[]) => void;
  onRemove: (item: ContentEditorItem) => void;
}

/**
 * A collection's items in the site's order. A list or the nominations reorder by dragging a handle,
 * by the keyboard on it, or a step at a time; a list's items can also be removed. A set the site
 * names (the pages, the countdown) only lists its items.
 */
export function ItemList({ editing, draft, busyId, onReorder, onRemove }: ItemListProps) {
  const { t } = useTranslation('content');
  const words = useContentWords();
  const nameOf = useCallback((item: ContentEditorItem) => words.item(editing, item), [words, editing]);
  const sortable = useMemo<SortableWords>(
    () => ({
      roleDescription: t('drag.roleDescription'),
      instructions: t('drag.instructions'),
      announce: (moment, { name, position, total }) => t(`drag.${moment}`, { name, position, total }),
      handle: (name) => t('drag.handle', { name }),
      moveUp: (name) => t('drag.moveUp', { name }),
      moveDown: (name) => t('drag.moveDown', { name }),
    }),
    [t],
  );
  const kept = draft.items.filter((item) => item.state !== 'removed');
  const missingOf = (item: ContentEditorItem) => draft.missing.filter((text) => text.itemId === item.id).length;
  const summary = (item: ContentEditorItem, position?: number) => (
    <ItemSummary collection={editing.collection} item={item} name={nameOf(item)} position={position} missing={missingOf(item)} />
  );

  if (kept.length === 0) return <p className="sortable-list__note">{t('collection.empty')}</p>;
  if (editing.shape === 'fixed') {
    return (
      <ol className="sortable-list">
        {kept.map((item) => (
          <li key={item.id} className="content-item content-item--fixed">
            {summary(item)}
          </li>
        ))}
      </ol>
    );
  }
  return (
    <>
      <p className="sortable-list__note">{t('collection.orderHint')}</p>
      <SortableList
        items={kept}
        nameOf={nameOf}
        words={sortable}
        onReorder={onReorder}
        rowClassName="content-item"
        actions={
          editing.shape === 'list'
            ? (item) => (
                <button type="button" className="button button--ghost button--small content-item__remove" aria-label={t('collection.removeLabel', { name: nameOf(item) })} disabled={busyId === item.id} onClick={() => onRemove(item)}>
                  {t('collection.remove')}
                </button>
              )
            : undefined
        }
      >
        {(item, position) => summary(item, position)}
      </SortableList>
    </>
  );
}
