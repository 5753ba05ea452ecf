import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { LoadProblem } from '@/components/ui/load-problem/load-problem';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useReadiness } from '@/entities/readiness/get-readiness';
import { localZoneName } from '@/entities/season/local-zone';
import { Checklist } from '../components/checklist';
import { SeasonNow } from '../components/season-now';
import './overview-page.css';

/** The backstage's landing page: where the season stands, what comes next, and the checklist before it. */
export function OverviewPage() {
  const { t, i18n } = useTranslation('readiness');
  const readiness = useReadiness();
  return (
    <Page title={t('overview.title')} lead={t('overview.lead')}>
      {readiness.isPending && <Spinner />}
      {readiness.isError && <LoadProblem namespace="readiness" error={readiness.error} onRetry={() => void readiness.refetch()} />}
      {readiness.data && (
        <div className="overview-page">
          <p className="overview-page__zone">{t('common.zone', { zone: localZoneName(i18n.language) })}</p>
          <SeasonNow phase={readiness.data.phase} next={readiness.data.next} />
          <Checklist checks={readiness.data.checks} />
        </div>
      )}
    </Page>
  );
}
