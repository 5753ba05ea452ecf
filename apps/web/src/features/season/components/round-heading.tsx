import { useTranslation } from 'react-i18next';
import type { SeasonRound } from '@awards/contracts';
import { Badge } from '@/components/ui/badge/badge';
import { ROUND_STATUS_TONES } from '@/entities/season/round-status-tone';

/** "Voting round 2: Shortlist" with where the round stands (upcoming, open, closed, revealed). */
export function RoundHeading({ round, number }: { round: SeasonRound; number: number }) {
  const { t } = useTranslation('season');
  return (
    <h2 className="season-section__title">
      {t('season.round', { number, kind: t(`rounds.${round.kind}`) })}{' '}
      <Badge tone={ROUND_STATUS_TONES[round.status]}>{t(`status.${round.status}`)}</Badge>
    </h2>
  );
}
