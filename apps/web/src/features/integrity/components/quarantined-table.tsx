import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuarantineGroup } from '@awards/contracts';
import { DataTable, dataTableColumns } from '@/components/backstage/data-table';
import { useFormat } from '@/lib/format';

const column = dataTableColumns<QuarantineGroup>();

interface QuarantinedTableProps {
  groups: QuarantineGroup[];
  /** Once the round is sealed its quarantine is fixed: no release. */
  sealed: boolean;
  onRelease: (group: QuarantineGroup) => void;
}

/** The round's quarantined votes by the reason they were held for, the latest first, each group releasable until the seal. */
export function QuarantinedTable({ groups, sealed, onRelease }: QuarantinedTableProps) {
  const { t } = useTranslation('integrity');
  const format = useFormat();
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('reason', { header: t('quarantined.columns.reason'), meta: { wide: true } }),
        column.accessor('votes', { header: t('quarantined.columns.votes'), cell: ({ getValue }) => format.count(getValue()) }),
        column.accessor('lastAt', { header: t('quarantined.columns.lastAt'), cell: ({ getValue }) => format.zoned(getValue()) }),
        ...(sealed
          ? []
          : [
              column.display({
                id: 'action',
                header: t('quarantined.columns.action'),
                cell: ({ row }) => (
                  <button type="button" className="button button--ghost button--small" aria-label={t('quarantined.releaseLabel', { reason: row.original.reason })} onClick={() => onRelease(row.original)}>
                    {t('quarantined.release')}
                  </button>
                ),
              }),
            ]),
      ]),
    [t, format, sealed, onRelease],
  );
  return <DataTable columns={columns} data={groups} getRowId={(group) => group.reason} caption={t('quarantined.caption')} empty={t('quarantined.none')} />;
}
