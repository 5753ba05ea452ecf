import { useTranslation } from 'react-i18next';
import type { DecisionStatus } from './bulk-decision-dialog';
import './bulk-bar.css';

interface BulkBarProps {
  count: number;
  onDecide: (status: DecisionStatus) => void;
  onClear: () => void;
}

/** What can be done with the selected entries; it stays in view at the bottom while the list scrolls. */
export function BulkBar({ count, onDecide, onClear }: BulkBarProps) {
  const { t } = useTranslation('entries');
  return (
    <div className="bulk-bar" role="region" aria-label={t('bulk.label')}>
      <span className="bulk-bar__count" aria-live="polite">
        {t('bulk.selected', { count })}
      </span>
      <div className="bulk-bar__actions">
        <button type="button" className="button button--primary button--small" onClick={() => onDecide('approved')}>
          {t('bulk.approve')}
        </button>
        <button type="button" className="button button--ghost button--small" onClick={() => onDecide('declined')}>
          {t('bulk.decline')}
        </button>
        <button type="button" className="button button--ghost button--small" onClick={onClear}>
          {t('bulk.clear')}
        </button>
      </div>
    </div>
  );
}
