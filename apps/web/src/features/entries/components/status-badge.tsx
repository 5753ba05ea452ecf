import { useTranslation } from 'react-i18next';
import type { ApplicationStatus } from '@awards/contracts';
import './status-badge.css';

/** Under review, Approved, Declined or Withdrawn, each in its colour; an overdue entry says so beside it. */
export function StatusBadge({ status, overdue = false }: { status: ApplicationStatus; overdue?: boolean }) {
  const { t } = useTranslation('entries');
  return (
    <span className="status-badges">
      <span className={`status-badge status-badge--${status}`}>{t(`status.${status}`)}</span>
      {overdue && <span className="status-badge status-badge--overdue">{t('common.overdue')}</span>}
    </span>
  );
}
