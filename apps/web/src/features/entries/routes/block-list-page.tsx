import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockListEntry } from '@awards/contracts';
import { DataTable, dataTableColumns } from '@/components/backstage/data-table';
import { FormFailure } from '@/components/form/form-failure';
import { Page } from '@/components/layout/page';
import { Popup } from '@/components/ui/popup/popup';
import { Spinner } from '@/components/ui/spinner/spinner';
import { describeApiError } from '@/lib/describe-api-error';
import { useFormat } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { useBlockList } from '../api/list-block-list';
import { useRemoveFromBlockList } from '../api/remove-from-block-list';
import { BlockListForm } from '../components/block-list-form';
import './block-list-page.css';

const column = dataTableColumns<BlockListEntry>();

/** The block list: who may not apply (an email, or a whole domain), added here and removed after a confirmation. */
export function BlockListPage() {
  const { t } = useTranslation('entries');
  const format = useFormat();
  const language = useLanguage();
  const list = useBlockList();
  const remove = useRemoveFromBlockList();
  const [removing, setRemoving] = useState<BlockListEntry | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const failure = remove.isError ? describeApiError(remove.error, language).message : null;

  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('pattern', { header: t('blockList.pattern'), meta: { wide: true }, cell: ({ getValue }) => <strong className="block-list__pattern">{getValue()}</strong> }),
        column.accessor('note', { header: t('blockList.note'), meta: { wide: true }, cell: ({ getValue }) => getValue() }),
        column.accessor('createdAt', {
          header: t('blockList.addedColumn'),
          cell: ({ row: { original: entry } }) => (
            <time dateTime={entry.createdAt}>
              {entry.createdByName ? t('blockList.addedBy', { date: format.zoned(entry.createdAt), name: entry.createdByName }) : format.zoned(entry.createdAt)}
            </time>
          ),
        }),
        column.display({
          id: 'remove',
          header: () => <span className="visually-hidden">{t('blockList.remove')}</span>,
          cell: ({ row: { original: entry } }) => (
            <button type="button" className="button button--ghost button--small" aria-label={t('blockList.removeLabel', { pattern: entry.pattern })} onClick={() => setRemoving(entry)}>
              {t('blockList.remove')}
            </button>
          ),
        }),
      ]),
    [t, format],
  );

  const closeRemoval = () => {
    remove.reset();
    setRemoving(null);
  };

  return (
    <Page title={t('blockList.title')} lead={t('blockList.lead')}>
      <div className="block-list">
        <BlockListForm onAdded={(entry) => setOutcome(t('blockList.added', { pattern: entry.pattern }))} />
        {outcome && (
          <p className="block-list__outcome" role="status">
            {outcome}
          </p>
        )}
        {list.isPending ? (
          <Spinner />
        ) : list.isError ? (
          <div className="block-list__problem" role="alert">
            <p>{t('common.loadError')}</p>
            <button type="button" className="button button--ghost" onClick={() => void list.refetch()}>
              {t('common.retry')}
            </button>
          </div>
        ) : (
          <DataTable columns={columns} data={list.data} getRowId={(entry) => String(entry.id)} caption={t('blockList.caption')} empty={t('blockList.empty')} />
        )}
      </div>
      <Popup
        open={removing !== null}
        onClose={closeRemoval}
        title={t('blockList.removeTitle')}
        actions={(close) => (
          <>
            <button
              type="button"
              className="button button--primary"
              disabled={remove.isPending}
              onClick={() =>
                removing &&
                remove.mutate(removing.id, {
                  onSuccess: (entry) => {
                    setOutcome(t('blockList.removed', { pattern: entry.pattern }));
                    closeRemoval();
                  },
                })
              }
            >
              {t('blockList.remove')}
            </button>
            <button type="button" className="button button--ghost" onClick={close}>
              {t('common.cancel')}
            </button>
          </>
        )}
      >
        <p>{t('blockList.removeText', { pattern: removing?.pattern ?? '' })}</p>
        <FormFailure message={failure} />
      </Popup>
    </Page>
  );
}
