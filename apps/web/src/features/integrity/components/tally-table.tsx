import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { NomineeTally } from '@awards/contracts';
import { DataTable, dataTableColumns } from '@/components/backstage/data-table';
import { useFormat } from '@/lib/format';

const column = dataTableColumns<NomineeTally>();

/** A nomination's nominees in the organisers' order, each with every vote cast, the votes counted after quarantine, and the difference. */
export function TallyTable({ nominees, caption }: { nominees: NomineeTally[]; caption: string }) {
  const { t } = useTranslation('integrity');
  const format = useFormat();
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('nickname', { header: t('tally.columns.nominee'), meta: { wide: true }, cell: ({ getValue }) => <strong>{getValue()}</strong> }),
        column.accessor('votes', { header: t('tally.columns.votes'), cell: ({ getValue }) => format.count(getValue()) }),
        column.accessor('counted', { header: t('tally.columns.counted'), cell: ({ getValue }) => <strong>{format.count(getValue())}</strong> }),
        column.display({ id: 'held', header: t('tally.columns.held'), cell: ({ row }) => format.count(row.original.votes - row.original.counted) }),
      ]),
    [t, format],
  );
  return <DataTable columns={columns} data={nominees} getRowId={(nominee) => String(nominee.nomineeId)} caption={caption} />;
}
