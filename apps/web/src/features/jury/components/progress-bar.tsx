import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import './progress-bar.css';

/** "3 of 8 scored" as words and as a bar; the words say it all, so the bar is drawn for the eye only. */
export function ProgressBar({ scored, total, compact = false }: { scored: number; total: number; compact?: boolean }) {
  const { t } = useTranslation('jury');
  const format = useFormat();
  const share = total === 0 ? 0 : Math.min(scored / total, 1);
  return (
    <div className={`progress${compact ? ' progress--compact' : ''}`}>
      <span className="progress__text">{t('progress.scored', { scored: format.count(scored), total: format.count(total) })}</span>
      <span className="progress__track" aria-hidden="true">
        <span className={`progress__fill${share === 1 ? ' is-complete' : ''}`} style={{ inlineSize: `${share * 100}%` }} />
      </span>
    </div>
  );
}
