import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { NominationStanding, RoundStandings } from '@awards/contracts';
import { useNominationTitle } from '@/entities/nominations/use-nomination-title';
import { useResultFormats } from '../number-formats';
import { NominationTable } from './nomination-table';
import './sealed-standings.css';

/** The weights a nomination's results were blended with, out of 100 as stored; none at all without votes and scores. */
const appliedWeights = ({ weights }: NominationStanding) => (weights.audience + weights.jury > 0 ? weights : null);

/**
 * A sealed round's standings as stored, nomination by nomination: the totals, the weights that
 * applied there (a share nobody gave weighs nothing), how the first place was decided, and each
 * nominee's figures.
 */
export function SealedStandings({ title, standings }: { title: string; standings: RoundStandings }) {
  const { t } = useTranslation('results');
  const format = useResultFormats();
  const nominationTitle = useNominationTitle();
  const titleId = useId();
  return (
    <section className="results-standings" aria-labelledby={titleId}>
      <h3 className="results-standings__title" id={titleId}>
        {title}
      </h3>
      {standings.nominations.length === 0 && <p className="results-standings__note">{t('standings.empty')}</p>}
      {standings.nominations.map((nomination) => {
        const name = nominationTitle(nomination.nominationId);
        const weights = appliedWeights(nomination);
        return (
          <section key={nomination.nominationId} className="results-nomination">
            <h4 className="results-nomination__title">{name}</h4>
            <p className="results-standings__note">
              {[
                t('standings.votes', { count: nomination.totalVotes }),
                t('standings.judges', { count: nomination.judges }),
                ...(nomination.abstentions > 0 ? [t('standings.abstentions', { count: nomination.abstentions })] : []),
              ].join(' · ')}
            </p>
            {weights && <p className="results-standings__note">{t('standings.weights', { audience: format.weight(weights.audience), jury: format.weight(weights.jury) })}</p>}
            <p className="results-nomination__decided">{t(`standings.decidedBy.${nomination.decidedBy}`)}</p>
            <NominationTable nominees={nomination.nominees} caption={t('standings.caption', { nomination: name })} />
          </section>
        );
      })}
    </section>
  );
}
