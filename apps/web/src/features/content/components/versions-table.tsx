import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ContentVersionSummary } from '@awards/contracts';
import { DataTable, dataTableColumns } from '@/components/backstage/data-table';
import { useFormat } from '@/lib/format';
import { versionPath } from '../content-places';

const column = dataTableColumns<ContentVersionSummary>();

interface VersionsTableProps {
  versions: ContentVersionSummary[];
  selected: number | undefined;
  onSelect: (id: number) => void;
}

/** Every published version, newest first: when, who, how much it changed, and which version a restore brought back. */
export function VersionsTable({ versions, selected, onSelect }: VersionsTableProps) {
  const { t } = useTranslation('content');
  const format = useFormat();
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('id', {
          header: t('history.version'),
          cell: ({ getValue }) => (
            <Link to={versionPath(getValue())} aria-current={getValue() === selected || undefined}>
              {t('history.number', { id: getValue() })}
            </Link>
          ),
        }),
        column.accessor('publishedAt', { header: t('history.when'), cell: ({ getValue }) => <time dateTime={getValue()}>{format.zoned(getValue())}</time> }),
        column.accessor('publishedBy', { header: t('history.who'), cell: ({ getValue }) => getValue() ?? t('history.firstState'), meta: { wide: true } }),
        column.display({
          id: 'changes',
          header: t('history.changes'),
          cell: ({ row }) => {
            const { added, changed, removed, restoredFrom } = row.original;
            return (
              <span className="content-versions__changes">
                {t('history.counts', { added: format.count(added), changed: format.count(changed), removed: format.count(removed) })}
                {restoredFrom !== null && <span className="content-versions__restored">{t('history.restoredFrom', { id: restoredFrom })}</span>}
              </span>
            );
          },
          meta: { wide: true },
        }),
      ]),
    [t, format, selected],
  );
  return (
    <DataTable
      columns={columns}
      data={versions}
      getRowId={(version) => String(version.id)}
      caption={t('history.caption')}
      activeRowId={selected === undefined ? null : String(selected)}
      onActiveRowChange={(id) => onSelect(Number(id))}
      empty={t('history.empty')}
    />
  );
}
