import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffMember, StaffRole } from '@awards/contracts';
import { DataTable, dataTableColumns } from '@/components/backstage/data-table';

const column = dataTableColumns<StaffMember>();

interface StaffTableProps {
  staff: StaffMember[];
  busy: boolean;
  onRevoke: (member: StaffMember, role: StaffRole) => void;
  onReset: (member: StaffMember) => void;
}

/** Everyone holding a role: who, their roles (each revocable), and whether their second factor is set up (resettable). */
export function StaffTable({ staff, busy, onRevoke, onReset }: StaffTableProps) {
  const { t } = useTranslation('backstage');
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('name', {
          header: t('staff.table.member'),
          cell: ({ row }) => (
            <span className="staff-table__who">
              <strong>{row.original.name}</strong>
              <span className="staff-table__email">{row.original.email}</span>
            </span>
          ),
        }),
        column.accessor('roles', {
          header: t('staff.table.roles'),
          cell: ({ row }) => (
            <ul className="staff-table__roles">
              {row.original.roles.map((role) => (
                <li key={role} className="staff-table__role">
                  {t(`roles.${role}`)}
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    disabled={busy}
                    aria-label={t('staff.revoke.button', { role: t(`roles.${role}`), name: row.original.name })}
                    onClick={() => onRevoke(row.original, role)}
                  >
                    {t('staff.revoke.short')}
                  </button>
                </li>
              ))}
            </ul>
          ),
        }),
        column.accessor('secondFactorConfirmed', {
          header: t('staff.table.secondFactor'),
          cell: ({ row }) => (
            <span className="staff-table__factor">
              {t(row.original.secondFactorConfirmed ? 'staff.factor.confirmed' : 'staff.factor.missing')}
              {row.original.secondFactorConfirmed && (
                <button
                  type="button"
                  className="button button--ghost button--small"
                  disabled={busy}
                  aria-label={t('staff.reset.button', { name: row.original.name })}
                  onClick={() => onReset(row.original)}
                >
                  {t('staff.reset.short')}
                </button>
              )}
            </span>
          ),
        }),
      ]),
    [t, busy, onRevoke, onReset],
  );
  return <DataTable columns={columns} data={staff} getRowId={(member) => String(member.id)} caption={t('staff.table.caption')} empty={t('staff.table.empty')} />;
}
