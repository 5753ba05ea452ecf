import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { LoadProblem } from '@/components/ui/load-problem/load-problem';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useSeason } from '@/entities/season/get-season';
import { localZoneName } from '@/entities/season/local-zone';
import { RoundResults } from '../components/round-results';
import './results-page.css';

/** The organisers' results: each voting round's blend, its sealing, and its sealed standings on the record. */
export function ResultsPage() {
  const { t, i18n } = useTranslation('results');
  const season = useSeason();
  return (
    <Page title={t('results.title')} lead={t('results.lead')}>
      {season.isPending && <Spinner />}
      {season.isError && <LoadProblem namespace="results" error={season.error} onRetry={() => void season.refetch()} />}
      {season.data && (
        <div className="results-page">
          <p className="results-page__zone">{t('common.zone', { zone: localZoneName(i18n.language) })}</p>
          {season.data.rounds.length === 0 && <p>{t('results.empty')}</p>}
          {season.data.rounds.map((round, index) => (
            <RoundResults key={round.id} round={round} number={index + 1} />
          ))}
        </div>
      )}
    </Page>
  );
}
