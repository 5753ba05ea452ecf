import { useTranslation } from 'react-i18next';
import type { ApplicationStatus } from '@awards/contracts';
import { Badge, type BadgeTone } from '@/components/ui/badge/badge';
import './status-badge.css';

const TONES: Record<ApplicationStatus, BadgeTone> = { in_progress: 'warning', approved: 'positive', declined: 'negative', withdrawn: 'muted' };

/** Under review, Approved, Declined or Withdrawn, each in its colour; an overdue entry says so beside it. */
export function StatusBadge({ status, overdue = false }: { status: ApplicationStatus; overdue?: boolean }) {
  const { t } = useTranslation('entries');
  return (
    <span className="status-badges">
      <Badge tone={TONES[status]} line={status === 'withdrawn' ? 'dotted' : undefined}>{t(`status.${status}`)}</Badge>
      {overdue && <Badge tone="negative" line="dashed">{t('common.overdue')}</Badge>}
    </span>
  );
}
