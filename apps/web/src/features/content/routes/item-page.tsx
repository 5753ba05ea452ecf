import { useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { contentEditingOf, type ContentCollectionEditing, type ContentEditorItem } from '@awards/contracts';
import { Page } from '@/components/layout/page';
import { Spinner } from '@/components/ui/spinner/spinner';
import { backstagePath } from '@/lib/backstage-paths';
import { useDiscardContentDraft } from '../api/discard-content-draft';
import { useContentDraft } from '../api/get-content-draft';
import { FIELD_PARAMETER, itemPath } from '../content-places';
import { useContentWords } from '../content-words';
import { ItemEditor } from '../components/item-editor';
import { LoadProblem } from '@/components/ui/load-problem/load-problem';
import { StateBadge } from '../components/state-badge';
import { useUnsavedEdits } from '../unsaved-edits';
import './item-page.css';

/** What the item's page says as it opens: it was just added. */
interface ItemPageState {
  added?: boolean;
}

/** An item removed in the draft: the site keeps it until the next publish, and it can still be kept. */
function RemovedNotice({ editing, item }: { editing: ContentCollectionEditing; item: ContentEditorItem }) {
  const { t } = useTranslation('content');
  const keep = useDiscardContentDraft();
  return (
    <div className="backstage-panel content-item-page__removed">
      <p>{t('editor.removed')}</p>
      <button type="button" className="button button--primary" disabled={keep.isPending} onClick={() => keep.mutate({ collection: editing.collection, id: item.id })}>
        {t('collection.keep')}
      </button>
    </div>
  );
}

function ItemDraft({ editing, id }: { editing: ContentCollectionEditing; id: number | 'new' }) {
  const { t } = useTranslation('content');
  const words = useContentWords();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const draft = useContentDraft(editing.collection);
  const { generation } = useUnsavedEdits();
  const [revision, setRevision] = useState(0);
  const [notice, setNotice] = useState(() => ((location.state as ItemPageState | null)?.added ? t('editor.added') : ''));
  const status = useRef<HTMLParagraphElement>(null);
  const item = id === 'new' ? undefined : draft.data?.items.find((each) => each.id === id);
  const collectionPath = backstagePath('BackstageContentCollection', { collection: editing.collection });

  const title = id === 'new' ? t('editor.newTitle', { collection: words.collection(editing.collection) }) : item ? words.item(editing, item) : words.untitled(id);
  const discarded = () => {
    if (item?.state === 'added') {
      navigate(collectionPath);
      return;
    }
    setRevision((count) => count + 1);
    setNotice(t('editor.discarded'));
    status.current?.focus();
  };

  return (
    <Page kicker={words.collection(editing.collection)} title={title}>
      <p className="content-item-page__back">
        <Link to={collectionPath}>{t('editor.back', { collection: words.collection(editing.collection) })}</Link>
      </p>
      {item && (
        <p className="content-item-page__facts">
          <StateBadge state={item.state} />
        </p>
      )}
      <p ref={status} className="content-item-page__status" role="status" tabIndex={-1}>
        {notice}
      </p>
      {draft.isPending && <Spinner />}
      {draft.isError && <LoadProblem namespace="content" error={draft.error} onRetry={() => void draft.refetch()} />}
      {draft.data && id !== 'new' && !item && <p>{t('editor.notFound')}</p>}
      {draft.data && item?.state === 'removed' && <RemovedNotice editing={editing} item={item} />}
      {draft.data && (id === 'new' || (item && item.state !== 'removed')) && (
        <ItemEditor
          key={`${id}:${revision}:${generation()}`}
          editing={editing}
          item={item}
          focusField={search.get(FIELD_PARAMETER)}
          onAdded={(added) => navigate(itemPath(editing.collection, added.id), { replace: true, state: { added: true } satisfies ItemPageState })}
          onSaving={() => setNotice('')}
          onDiscarded={discarded}
        />
      )}
    </Page>
  );
}

/** An item's page (`new` for one being added to a list), or word that there is none. */
export function ItemPage() {
  const { t } = useTranslation('content');
  const { collection = '', id = '' } = useParams();
  const editing = contentEditingOf(collection);
  const itemId = id === 'new' ? 'new' : /^[1-9]\d*$/.test(id) ? Number(id) : null;
  if (editing && itemId !== null && (itemId !== 'new' || editing.shape === 'list')) return <ItemDraft key={`${collection}/${itemId}`} editing={editing} id={itemId} />;
  return (
    <Page title={t('editor.notFound')}>
      <Link to={backstagePath('BackstageContent')}>{t('nav.overview')}</Link>
    </Page>
  );
}
