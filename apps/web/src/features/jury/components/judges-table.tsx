import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Judge } from '@awards/contracts';
import { DataTable, dataTableColumns } from '@/components/backstage/data-table';
import { AssignmentChecklist } from './assignment-checklist';
import { JudgeActions } from './judge-actions';
import { JudgeProgress } from './judge-progress';
import { JuryMemberSelect } from './jury-member-select';
import './judges-table.css';

const column = dataTableColumns<Judge>();

/**
 * Every judge: who, the jury member they stand for, their nominations per round, their progress,
 * and saving or reminding. The cells are components reading the edits from JuryTableContext, so
 * the columns stay the same while an organiser edits.
 */
export function JudgesTable({ judges }: { judges: Judge[] }) {
  const { t } = useTranslation('jury');
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('name', {
          header: t('jury.columns.judge'),
          meta: { wide: true },
          cell: ({ row }) => (
            <span className="jury-table__who">
              <strong>{row.original.name}</strong>
              <span className="jury-table__email">{row.original.email}</span>
            </span>
          ),
        }),
        column.accessor('juryMemberId', { header: t('jury.columns.member'), meta: { wide: true }, cell: ({ row }) => <JuryMemberSelect judge={row.original} /> }),
        column.display({ id: 'assignments', header: t('jury.columns.assignments'), meta: { wide: true }, cell: ({ row }) => <AssignmentChecklist judge={row.original} /> }),
        column.accessor('tasks', { header: t('jury.columns.progress'), meta: { wide: true }, cell: ({ row }) => <JudgeProgress judge={row.original} /> }),
        column.display({ id: 'actions', header: t('jury.columns.actions'), meta: { wide: true }, cell: ({ row }) => <JudgeActions judge={row.original} /> }),
      ]),
    [t],
  );
  return <DataTable columns={columns} data={judges} getRowId={(judge) => String(judge.userId)} caption={t('jury.caption')} />;
}
