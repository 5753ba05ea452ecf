import { useTranslation } from 'react-i18next';
import type { Standing } from '../standings';
import './results-list.css';
import { useFormat } from '@/lib/format';

/** The revealed results: each nominee's votes and share, as a bar, most votes first. */
export function ResultsList({ rows, myNomineeId }: { rows: Standing[]; myNomineeId: number | undefined }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <section className="results" aria-labelledby="voting-results-title">
      <h2 id="voting-results-title" className="results__title">
        {t('voting.results.title')}
      </h2>
      <ol className="results__list">
        {rows.map(({ nominee, votes, percentage, leader }) => (
          <li key={nominee.id} className={`results__row${leader ? ' results__row--leader' : ''}`}>
            <div className="results__label">
              <span className="results__name">
                {nominee.nickname}
                {leader && <span className="results__tag">{t('voting.results.leader')}</span>}
                {nominee.id === myNomineeId && <span className="results__tag results__tag--mine">{t('voting.yourVote')}</span>}
              </span>
              <span className="results__figures">
                {t('voting.results.votes', { count: votes })} · {format.percent(percentage)}
              </span>
            </div>
            <div className="results__track" aria-hidden="true">
              <div className="results__bar" style={{ inlineSize: `${percentage}%` }} />
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
