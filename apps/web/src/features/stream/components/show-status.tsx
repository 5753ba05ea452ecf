import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PhaseWindow } from '@awards/contracts';
import { Countdown } from '@/components/ui/countdown/countdown';
import { COUNTDOWN_TICK_MS } from '@/lib/countdown';
import { useNow } from '@/lib/use-now';
import { useSeasonWords } from '@/lib/season-words';
import { formatShowTime, showStatus } from '../show-time';
import './show-status.css';
import { usePageId } from '@/lib/hydration';

/**
 * Whether the show is upcoming, live or over, and when it starts in the visitor's own zone. The
 * clock ticks until the show's end, so the status turns at its start and end while the page is
 * open; before the start, the site's countdown counts to it.
 */
export function ShowStatusPanel({ live }: { live: PhaseWindow }) {
  const { t, i18n } = useTranslation();
  const words = useSeasonWords();
  const badge = usePageId();
  const now = useNow(COUNTDOWN_TICK_MS, Date.parse(live.endsAt));
  const status = showStatus(live, now);
  const startsAt = useMemo(() => formatShowTime(live.startsAt, i18n.language), [live.startsAt, i18n.language]);

  return (
    <section className={`show-status show-status--${status}`} aria-labelledby={badge}>
      <div className="show-status__text">
        {/* A status region: a screen reader hears the show go live without moving there. */}
        <p id={badge} className="show-status__badge" role="status">
          {t(`stream.status.${status}`)}
        </p>
        <p className="show-status__when">
          {t(`stream.when.${status}`)} <time dateTime={live.startsAt}>{startsAt}</time>
        </p>
      </div>
      {status === 'upcoming' && <Countdown end={live.startsAt} label={words.label({ kind: 'show-starts', at: live.startsAt })} className="show-status__countdown" />}
    </section>
  );
}
