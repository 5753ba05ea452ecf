import { useTranslation } from 'react-i18next';
import type { SeasonRound, VotingRoundStatus } from '@awards/contracts';
import { Badge, type BadgeTone } from '@/components/ui/badge/badge';

const STATUS_TONES: Record<VotingRoundStatus, BadgeTone> = { upcoming: 'muted', open: 'positive', closed: 'warning', revealed: 'muted' };

/** "Voting round 2: Shortlist" with where the round stands (upcoming, open, closed, revealed). */
export function RoundHeading({ round, number }: { round: SeasonRound; number: number }) {
  const { t } = useTranslation('season');
  return (
    <h2 className="season-section__title">
      {t('season.round', { number, kind: t(`rounds.${round.kind}`) })}{' '}
      <Badge tone={STATUS_TONES[round.status]}>{t(`status.${round.status}`)}</Badge>
    </h2>
  );
}
