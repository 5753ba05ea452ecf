import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { NomineeStanding } from '@awards/contracts';
import { DataTable, dataTableColumns } from '@/components/backstage/data-table';
import { useResultFormats } from '../number-formats';

const column = dataTableColumns<NomineeStanding>();

/** A nomination's nominees in their sealed order, with what made each one's result. */
export function NominationTable({ nominees, caption }: { nominees: NomineeStanding[]; caption: string }) {
  const { t } = useTranslation('results');
  const format = useResultFormats();
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('rank', { header: t('standings.columns.place'), cell: ({ getValue }) => format.count(getValue()) }),
        column.accessor('nickname', { header: t('standings.columns.nickname'), meta: { wide: true }, cell: ({ getValue }) => <strong>{getValue()}</strong> }),
        column.accessor('votes', { header: t('standings.columns.votes'), cell: ({ getValue }) => format.count(getValue()) }),
        column.accessor('audienceShare', { header: t('standings.columns.audienceShare'), cell: ({ getValue }) => format.share(getValue()) }),
        column.accessor('juryMean', { header: t('standings.columns.juryMean'), cell: ({ getValue }) => (getValue() === null ? t('standings.noMean') : format.decimal(getValue()!)) }),
        column.accessor('juryScores', { header: t('standings.columns.scores'), cell: ({ getValue }) => format.count(getValue()) }),
        column.accessor('juryShare', { header: t('standings.columns.juryShare'), cell: ({ getValue }) => format.share(getValue()) }),
        column.accessor('result', { header: t('standings.columns.result'), cell: ({ getValue }) => <strong>{format.decimal(getValue())}</strong> }),
        column.accessor('tied', { header: t('standings.columns.tied'), cell: ({ getValue }) => (getValue() ? t('standings.isTied') : t('standings.notTied')) }),
      ]),
    [t, format],
  );
  return <DataTable columns={columns} data={nominees} getRowId={(nominee) => String(nominee.nomineeId)} caption={caption} />;
}
