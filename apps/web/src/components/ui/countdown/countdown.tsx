import { useTranslation } from 'react-i18next';
import { COUNTDOWN_TICK_MS, countdownParts } from '@/lib/countdown';
import { useNow } from '@/lib/use-now';
import './countdown.css';

interface CountdownProps {
  /** The moment counted to; without it every part shows 00. */
  end: string | undefined;
  /** What it counts to, as a screen reader names the timer ('Applications close in'); 'Time left' unless given. */
  label?: string;
  variant?: 'hero' | 'compact';
  className?: string;
}

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/**
 * Days, hours, minutes and seconds to the end date, ticking every second, each unit in the plural
 * form its number takes in the language (1 день, 2 дня, 5 дней).
 */
export function Countdown({ end, label, variant = 'compact', className = '' }: CountdownProps) {
  const { t } = useTranslation();
  // Ticking stops at the end (or at once without a valid end): it would only repeat 00.
  const now = useNow(COUNTDOWN_TICK_MS, (end && Date.parse(end)) || 0);
  const parts = countdownParts(end, now);

  // role=timer is not announced on every tick; the label says what it counts.
  return (
    <div className={`countdown countdown--${variant} ${className}`} role="timer" aria-label={label ?? t('countdown.label')}>
      {UNITS.map((unit) => (
        <div key={unit} className="countdown__unit">
          <span className="countdown__value">{parts[unit]}</span>
          <span className="countdown__label">{t(`countdown.${unit}`, { count: Number(parts[unit]) })}</span>
        </div>
      ))}
    </div>
  );
}
