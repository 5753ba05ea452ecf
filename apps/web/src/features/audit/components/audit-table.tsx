import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditRecord } from '@awards/contracts';
import { DataTable, dataTableColumns, type DataTablePaging } from '@/components/backstage/data-table';
import { useFormat } from '@/lib/format';
import { actionKeyOf, isSubjectType } from '../audit-actions';
import { humanised } from '../audit-words';
import { AuditChange } from './audit-change';

const column = dataTableColumns<AuditRecord>();

/** Records newest first: when, who, what (the action and its subject), and the fields it changed, before → after. */
export function AuditTable({ records, paging, busy }: { records: AuditRecord[]; paging: DataTablePaging; busy: boolean }) {
  const { t } = useTranslation('backstage');
  const format = useFormat();
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('at', { header: t('audit.table.when'), cell: ({ getValue }) => <time dateTime={getValue()}>{format.zoned(getValue())}</time> }),
        column.accessor('actorEmail', {
          header: t('audit.table.who'),
          // A narrow column breaks an address after its @, not anywhere in it.
          cell: ({ getValue }) => {
            const email = getValue();
            const at = email.lastIndexOf('@') + 1;
            return at ? (
              <>
                {email.slice(0, at)}
                <wbr />
                {email.slice(at)}
              </>
            ) : (
              email
            );
          },
        }),
        column.accessor('action', {
          header: t('audit.table.what'),
          cell: ({ row }) => {
            const { action, subjectType, subjectId } = row.original;
            const key = actionKeyOf(action);
            return (
              <span className="audit-table__what">
                <strong>{key ? t(`audit.actions.${key}`) : action}</strong>
                <span className="audit-table__subject">
                  {isSubjectType(subjectType) ? t(`audit.subjectOf.${subjectType}`, { id: subjectId }) : t('audit.subjectOther', { type: humanised(subjectType), id: subjectId })}
                </span>
              </span>
            );
          },
        }),
        column.display({
          id: 'change',
          header: t('audit.table.change'),
          meta: { wide: true },
          cell: ({ row }) => <AuditChange before={row.original.before} after={row.original.after} />,
        }),
      ]),
    [t, format],
  );
  return <DataTable columns={columns} data={records} getRowId={(record) => String(record.id)} caption={t('audit.table.caption')} paging={paging} busy={busy} empty={t('audit.table.empty')} />;
}
