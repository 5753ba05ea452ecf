import { useId, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { contentEditingOf, type ContentCollectionEditing, type ContentEditorItem } from '@awards/contracts';
import { FormFailure } from '@/components/form/form-failure';
import { Page } from '@/components/layout/page';
import { ConfirmDialog } from '@/components/ui/confirm-dialog/confirm-dialog';
import { Spinner } from '@/components/ui/spinner/spinner';
import { backstagePath } from '@/lib/backstage-paths';
import { describeApiError } from '@/lib/describe-api-error';
import { useLanguage } from '@/lib/i18n';
import { useDiscardContentDraft } from '../api/discard-content-draft';
import { useContentDraft } from '../api/get-content-draft';
import { useOrderContentItems } from '../api/order-content-items';
import { useRemoveContentItem } from '../api/remove-content-item';
import { itemPath } from '../content-places';
import { useContentWords } from '../content-words';
import { ItemList } from '../components/item-list';
import { LoadProblem } from '@/components/ui/load-problem/load-problem';
import { RemovedItems } from '../components/removed-items';
import './collection-page.css';

/** A collection's items in the site's order: reordered, added and removed as its shape allows, each opening its editor. */
function CollectionDraft({ editing }: { editing: ContentCollectionEditing }) {
  const { t } = useTranslation('content');
  const language = useLanguage();
  const words = useContentWords();
  const draft = useContentDraft(editing.collection);
  const order = useOrderContentItems(editing.collection);
  const remove = useRemoveContentItem(editing.collection);
  const keep = useDiscardContentDraft();
  const [confirming, setConfirming] = useState<ContentEditorItem | null>(null);
  const [notice, setNotice] = useState('');
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const nameOf = (item: ContentEditorItem) => words.item(editing, item);

  const reorder = (ids: number[]) => {
    setNotice(t('collection.orderSaving'));
    order.mutate(ids, { onSuccess: () => setNotice(t('collection.orderSaved')), onError: () => setNotice('') });
  };
  // The row and its button are gone from where they were: the list's heading takes the focus.
  const done = (text: string) => {
    setNotice(text);
    heading.current?.focus();
  };
  const removeNow = (item: ContentEditorItem) => remove.mutate(item.id, { onSuccess: () => done(t('collection.removed', { name: nameOf(item) })) });
  const keepItem = (item: ContentEditorItem) => keep.mutate({ collection: editing.collection, id: item.id }, { onSuccess: () => done(t('collection.kept', { name: nameOf(item) })) });

  // A refused order names its problem on the list itself (`ids`: the list changed meanwhile).
  const orderProblem = (error: unknown) => {
    const described = describeApiError(error, language);
    return described.fields.ids ?? described.message;
  };
  const failure = order.isError
    ? t('collection.orderFailed', { reason: orderProblem(order.error) })
    : remove.isError
      ? describeApiError(remove.error, language).message
      : keep.isError
        ? describeApiError(keep.error, language).message
        : null;

  return (
    <Page title={words.collection(editing.collection)} lead={t(`collection.lead.${editing.shape}`)}>
      {draft.isPending && <Spinner />}
      {draft.isError && <LoadProblem namespace="content" error={draft.error} onRetry={() => void draft.refetch()} />}
      {draft.data && (
        <div className="content-collection">
          <section className="backstage-panel" aria-labelledby={headingId}>
            <div className="content-collection__head">
              <h2 className="content-collection__title" id={headingId} ref={heading} tabIndex={-1}>
                {t('collection.items', { count: draft.data.items.filter((item) => item.state !== 'removed').length })}
              </h2>
              {editing.shape === 'list' && (
                <Link className="button button--primary button--small" to={itemPath(editing.collection, 'new')}>
                  {t('collection.add')}
                </Link>
              )}
            </div>
            <ItemList editing={editing} draft={draft.data} busyId={remove.isPending ? remove.variables : null} onReorder={reorder} onRemove={setConfirming} />
            <p className="content-collection__status" role="status">
              {notice}
            </p>
            <FormFailure message={failure} />
          </section>
          <RemovedItems editing={editing} items={draft.data.items.filter((item) => item.state === 'removed')} busyId={keep.isPending ? (keep.variables.id ?? null) : null} onKeep={keepItem} />
        </div>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={t('collection.removeTitle', { name: confirming ? nameOf(confirming) : '' })}
        text={t('collection.removeText')}
        confirmLabel={t('collection.removeConfirm')}
        onConfirm={() => confirming && removeNow(confirming)}
        onClose={() => setConfirming(null)}
      />
    </Page>
  );
}

/** The collection named in the address, or word that there is none. */
export function CollectionPage() {
  const { t } = useTranslation('content');
  const { collection = '' } = useParams();
  const editing = contentEditingOf(collection);
  if (editing) return <CollectionDraft key={editing.collection} editing={editing} />;
  return (
    <Page title={t('collection.notFound')}>
      <Link to={backstagePath('BackstageContent')}>{t('nav.overview')}</Link>
    </Page>
  );
}
