import { useTranslation } from 'react-i18next';
import type { RoundSeal, SeasonRound } from '@awards/contracts';
import { useFormat } from '@/lib/format';
import { RoundHeading } from './round-heading';

/** A sealed round, read-only: its dates and blend are fixed, and its seal says since when and which standings. */
export function SealedRound({ round, seal, index }: { round: SeasonRound; seal: RoundSeal; index: number }) {
  const { t } = useTranslation('season');
  const format = useFormat();
  const rows: [string, string][] = [
    [t('season.startsAt'), format.zoned(round.startsAt)],
    [t('season.endsAt'), format.zoned(round.endsAt)],
    [t('season.revealsAt'), `${format.zoned(round.revealsAt)} · ${t(round.liveReveal ? 'season.revealedLive' : 'season.revealedOnTime')}`],
    [t('season.blend'), t('season.blendValue', { audience: format.percent(round.audienceWeight), jury: format.percent(round.juryWeight) })],
    [t('season.tieBreak'), t(`tieBreaks.${round.tieBreak}`)],
  ];
  return (
    <section className="season-section">
      <div className="season-section__legend">
        <RoundHeading round={round} number={index + 1} />
      </div>
      <p className="season-seal">{t('season.sealed', { date: format.sealed(seal.sealedAt) })}</p>
      <dl className="season-facts">
        {rows.map(([term, value]) => (
          <div key={term} className="season-facts__row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="season-facts__row season-facts__row--wide">
          <dt>{t('season.digest')}</dt>
          <dd>
            <code className="season-seal__digest">{seal.digest}</code>
          </dd>
        </div>
      </dl>
    </section>
  );
}
