import { useTranslation } from 'react-i18next';
import type { SeasonRound } from '@awards/contracts';

/** "Voting round 2: Shortlist" with where the round stands (upcoming, open, closed, revealed). */
export function RoundHeading({ round, number }: { round: SeasonRound; number: number }) {
  const { t } = useTranslation('season');
  return (
    <h2 className="season-section__title">
      {t('season.round', { number, kind: t(`rounds.${round.kind}`) })}{' '}
      <span className={`season-status season-status--${round.status}`}>{t(`status.${round.status}`)}</span>
    </h2>
  );
}
