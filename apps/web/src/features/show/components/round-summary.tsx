import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ControlRoom } from '@awards/contracts';
import { Badge } from '@/components/ui/badge/badge';
import { ROUND_STATUS_TONES } from '@/entities/season/round-status-tone';
import { backstagePath } from '@/lib/backstage-paths';
import { useFormat } from '@/lib/format';
import './round-summary.css';

/**
 * The round the show reveals: its kind, status and seal, and what stands in the way. Without a
 * seal the show cannot reveal (sealing is on the Results page); without a round there is nothing
 * to reveal (the Season page sets one to reveal live).
 */
export function RoundSummary({ round }: { round: ControlRoom['round'] }) {
  const { t } = useTranslation('show');
  const format = useFormat();
  const titleId = useId();
  if (!round) {
    return (
      <div className="backstage-panel show-round show-round--none">
        <p className="show-round__note">{t('round.none')}</p>
        <Link className="button button--ghost button--small show-round__link" to={backstagePath('BackstageSeason')}>
          {t('round.toSeason')}
        </Link>
      </div>
    );
  }
  return (
    <section className="backstage-panel show-round" aria-labelledby={titleId}>
      <h2 className="show-round__title" id={titleId}>
        {t('round.title', { kind: t(`round.kinds.${round.kind}`) })}
      </h2>
      <p className="show-round__badges">
        <Badge tone={ROUND_STATUS_TONES[round.status]}>{t(`round.status.${round.status}`)}</Badge>
        <Badge tone={round.sealed ? 'positive' : 'negative'}>{t(round.sealed ? 'round.sealed' : 'round.notSealedBadge')}</Badge>
        <span className="show-round__time">{t('round.revealsAt', { date: format.zoned(round.revealsAt) })}</span>
      </p>
      {!round.sealed && (
        <div className="show-round__unsealed">
          <p className="show-round__note">{t('round.notSealed')}</p>
          <Link className="button button--ghost button--small show-round__link" to={backstagePath('BackstageResults')}>
            {t('round.toResults')}
          </Link>
        </div>
      )}
    </section>
  );
}
