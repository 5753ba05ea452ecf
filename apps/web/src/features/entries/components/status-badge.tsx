import { useTranslation } from 'react-i18next';
import type { ApplicationStatus } from '@awards/contracts';
import { Badge } from '@/components/ui/badge/badge';
import { ENTRY_STATUS_TONES } from '@/entities/entries/entry-status-tone';
import './status-badge.css';

/** Under review, Approved, Declined or Withdrawn, each in its colour; an overdue entry says so beside it. */
export function StatusBadge({ status, overdue = false }: { status: ApplicationStatus; overdue?: boolean }) {
  const { t } = useTranslation('entries');
  return (
    <span className="status-badges">
      <Badge tone={ENTRY_STATUS_TONES[status]} line={status === 'withdrawn' ? 'dotted' : undefined}>{t(`status.${status}`)}</Badge>
      {overdue && <Badge tone="negative" line="dashed">{t('common.overdue')}</Badge>}
    </span>
  );
}
