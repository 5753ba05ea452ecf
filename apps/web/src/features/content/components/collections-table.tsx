import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ContentOverview } from '@awards/contracts';
import { DataTable, dataTableColumns } from '@/components/backstage/data-table';
import { backstagePath } from '@/lib/backstage-paths';
import { useFormat } from '@/lib/format';
import { useContentWords } from '../content-words';

type CollectionRow = ContentOverview['collections'][number];
const column = dataTableColumns<CollectionRow>();

/** Each collection in the editor's order: its items, its unpublished changes and its missing texts. */
export function CollectionsTable({ collections }: { collections: CollectionRow[] }) {
  const { t } = useTranslation('content');
  const format = useFormat();
  const words = useContentWords();
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('collection', {
          header: t('overview.collection'),
          cell: ({ getValue }) => <Link to={backstagePath('BackstageContentCollection', { collection: getValue() })}>{words.collection(getValue())}</Link>,
          meta: { wide: true },
        }),
        column.accessor('items', { header: t('overview.items'), cell: ({ getValue }) => format.count(getValue()) }),
        column.accessor('changes', { header: t('overview.changes'), cell: ({ getValue }) => (getValue() > 0 ? <strong>{format.count(getValue())}</strong> : format.count(0)) }),
        column.accessor('missing', {
          header: t('overview.missing'),
          cell: ({ getValue }) => (getValue() > 0 ? <strong className="content-overview__missing">{format.count(getValue())}</strong> : format.count(0)),
        }),
      ]),
    [t, format, words],
  );
  return <DataTable columns={columns} data={collections} getRowId={(row) => row.collection} caption={t('overview.collectionsCaption')} />;
}
