import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { LoadProblem } from '@/components/ui/load-problem/load-problem';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useSeason } from '@/entities/season/get-season';
import { SeasonForm } from '../components/season-form';

/** The organisers' season: its dates, each voting round's blend and reveal, the live show. */
export function SeasonPage() {
  const { t, i18n } = useTranslation('season');
  const season = useSeason();
  return (
    <Page title={t('season.title')} lead={t('season.lead')}>
      {season.isPending && <Spinner />}
      {season.isError && <LoadProblem namespace="season" error={season.error} onRetry={() => void season.refetch()} />}
      {/* The form holds its times as the language writes them: another language starts it afresh. */}
      {season.data && <SeasonForm key={i18n.language} season={season.data} />}
    </Page>
  );
}
