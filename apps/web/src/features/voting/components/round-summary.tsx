import { useTranslation } from 'react-i18next';
import { showMoment, type VotingRound, type VotingRoundStatus } from '@awards/contracts';
import { Badge, type BadgeTone } from '@/components/ui/badge/badge';
import { useLanguage } from '@/lib/i18n';
import './round-summary.css';

const STATUS_TONES: Record<VotingRoundStatus, BadgeTone> = { upcoming: 'muted', open: 'positive', closed: 'muted', revealed: 'accent' };

/**
 * The round: its kind, its status and when it opens, closes and reveals, each in the show's zone,
 * named, as every page gives the season's moments.
 */
export function RoundSummary({ round }: { round: VotingRound }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const date = (iso: string) => showMoment(iso, language);
  return (
    <div className="round">
      <p className="round__kind">{t(`voting.round.kind.${round.kind}`)}</p>
      <Badge as="p" tone={STATUS_TONES[round.status]} size="large" caps wrap>{t(`voting.round.status.${round.status}`)}</Badge>
      <dl className="round__dates">
        <div>
          <dt>{t('voting.round.starts')}</dt>
          <dd>
            <time dateTime={round.startsAt}>{date(round.startsAt)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('voting.round.ends')}</dt>
          <dd>
            <time dateTime={round.endsAt}>{date(round.endsAt)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('voting.round.reveals')}</dt>
          <dd>
            <time dateTime={round.revealsAt}>{date(round.revealsAt)}</time>
          </dd>
        </div>
      </dl>
    </div>
  );
}
