import { useTranslation } from 'react-i18next';
import type { ResultDecision, VotingRoundKind } from '@awards/contracts';
import { Badge } from '@/components/ui/badge/badge';
import { useFormat } from '@/lib/format';
import type { Standing } from '../standings';
import { DecisionNote } from './decision-note';
import './results-list.css';

/** Results and jury means are stored to four decimals; shown like the shares, short enough to read and to fit a phone. */
const rounded = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

interface ResultsListProps {
  rows: Standing[];
  decision: ResultDecision | null;
  /** A longlist's first leads into the shortlist; a shortlist's first is the winner. */
  roundKind: VotingRoundKind;
  myNomineeId: number | undefined;
}

/** The revealed results in place order: each nominee's votes and share, jury mean and blended result, as a bar out of 100. */
export function ResultsList({ rows, decision, roundKind, myNomineeId }: ResultsListProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const outOf = (value: number, decimals: number, max: number) => t('voting.results.outOf', { value: format.count(rounded(value, decimals)), max: format.count(max) });
  return (
    <section className="results" aria-labelledby="voting-results-title">
      <h2 id="voting-results-title" className="results__title">
        {t('voting.results.title')}
      </h2>
      {decision && <DecisionNote decision={decision} rows={rows} />}
      <ol className="results__list">
        {rows.map(({ nominee, rank, votes, percentage, juryMean, result, tied, first }) => (
          <li key={nominee.id} className={`results__row${first ? ' results__row--first' : ''}`}>
            <span className="results__place">
              <span className="visually-hidden">{t('voting.results.place')} </span>
              {format.count(rank)}
            </span>
            <div className="results__body">
              <p className="results__name">
                {nominee.nickname}
                {first && <Badge tone="highlight" caps wrap>{t(roundKind === 'shortlist' ? 'voting.results.winner' : 'voting.results.leader')}</Badge>}
                {tied && <Badge tone="subtle" caps wrap>{t('voting.results.tied')}</Badge>}
                {nominee.id === myNomineeId && <Badge tone="subtle" caps wrap>{t('voting.yourVote')}</Badge>}
              </p>
              {/* Drawn, not styled: the server sends the bar in the page, where the CSP lets no style attribute apply. */}
              <svg className="results__track" aria-hidden="true" focusable="false" viewBox="0 0 100 1" preserveAspectRatio="none">
                <rect className="results__bar" width={result} height="1" />
              </svg>
              <dl className="results__figures">
                <div>
                  <dt>{t('voting.results.audience')}</dt>
                  <dd>
                    {t('voting.results.votes', { count: votes })} · {format.percent(percentage)}
                  </dd>
                </div>
                <div>
                  <dt>{t('voting.results.juryMean')}</dt>
                  <dd>{juryMean === null ? t('voting.results.noJuryScore') : outOf(juryMean, 2, 10)}</dd>
                </div>
                <div>
                  <dt>{t('voting.results.result')}</dt>
                  <dd className="results__score">{outOf(result, 1, 100)}</dd>
                </div>
              </dl>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
