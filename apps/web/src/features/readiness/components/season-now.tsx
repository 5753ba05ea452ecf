import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Readiness } from '@awards/contracts';
import { useFormat } from '@/lib/format';

/** Where the season stands and the moment it waits for: its date (the organiser's time, the show's beside it) and what happens then. */
export function SeasonNow({ phase, next }: Pick<Readiness, 'phase' | 'next'>) {
  const { t } = useTranslation('readiness');
  const format = useFormat();
  const titleId = useId();
  const round = (kind: 'longlist' | 'shortlist' | null) => (kind ? t(`rounds.${kind}`) : '');
  if (!phase || !next) return <p className="backstage-panel">{t('overview.noDates')}</p>;
  return (
    <section className="backstage-panel season-now" aria-labelledby={titleId}>
      <h2 className="visually-hidden" id={titleId}>
        {t('overview.now')}
      </h2>
      <dl className="season-now__facts">
        <div className="season-now__fact">
          <dt>{t('overview.now')}</dt>
          <dd className="season-now__phase">{t(`phases.${phase}`, { round: round(next.round) })}</dd>
        </div>
        <div className="season-now__fact">
          <dt>{t('overview.next')}</dt>
          <dd>
            <span className="season-now__moment">{t(`moments.${next.kind}`, { round: round(next.round) })}</span>
            {next.at && <span className="season-now__date">{format.zoned(next.at)}</span>}
            <span className="season-now__then">{t(`then.${next.kind}`)}</span>
          </dd>
        </div>
      </dl>
    </section>
  );
}
