import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useSeason } from '@/entities/season/get-season';
import { describeApiError } from '@/lib/describe-api-error';
import { useLanguage } from '@/lib/i18n';
import { SeasonForm } from '../components/season-form';
import './season-page.css';

/** The organisers' season: its dates, each voting round's blend and reveal, the live show. */
export function SeasonPage() {
  const { t } = useTranslation('season');
  const language = useLanguage();
  const season = useSeason();
  return (
    <Page title={t('season.title')} lead={t('season.lead')}>
      {season.isPending && <Spinner />}
      {season.isError && (
        <div className="season-page__problem">
          <p role="alert">
            {t('common.loadError')} {describeApiError(season.error, language).message}
          </p>
          <button type="button" className="button button--ghost" onClick={() => void season.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {season.data && <SeasonForm season={season.data} />}
    </Page>
  );
}
