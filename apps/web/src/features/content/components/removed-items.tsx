import { useTranslation } from 'react-i18next';
import type { ContentCollectionEditing, ContentEditorItem } from '@awards/contracts';
import { useContentWords } from '../content-words';

interface RemovedItemsProps {
  editing: ContentCollectionEditing;
  items: readonly ContentEditorItem[];
  busyId: number | null;
  onKeep: (item: ContentEditorItem) => void;
}

/** Items removed in the draft: the site shows them until the next publish, and each can still be kept. */
export function RemovedItems({ editing, items, busyId, onKeep }: RemovedItemsProps) {
  const { t } = useTranslation('content');
  const words = useContentWords();
  if (items.length === 0) return null;
  return (
    <section className="backstage-panel" aria-labelledby="content-removed-title">
      <h2 className="content-collection__title" id="content-removed-title">
        {t('collection.removedTitle')}
      </h2>
      <ul className="sortable-list">
        {items.map((item) => {
          const name = words.item(editing, item);
          return (
            <li key={item.id} className="content-removed">
              <span className="content-removed__name">{name}</span>
              <button type="button" className="button button--ghost button--small" aria-label={t('collection.keepLabel', { name })} disabled={busyId === item.id} onClick={() => onKeep(item)}>
                {t('collection.keep')}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
