import { Link, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { Spinner } from '@/components/ui/spinner/spinner';
import { ApiError } from '@/lib/api-client';
import { backstagePath } from '@/lib/backstage-paths';
import { useEntry } from '../api/get-entry';
import { ClipPlayer } from '@/components/clip-player/clip-player';
import { DecisionPanel } from '../components/decision-panel';
import { EntryDetails } from '../components/entry-details';
import { RelatedEntries } from '../components/related-entries';
import './entry-page.css';

/** The queue with the filters it had when this entry was opened from it. */
function useQueuePath(): string {
  const state: unknown = useLocation().state;
  const from = state && typeof state === 'object' && 'from' in state ? state.from : undefined;
  return typeof from === 'string' && from.startsWith(backstagePath('BackstageEntries')) ? from : backstagePath('BackstageEntries');
}

/** One entry: its clip, what was sent, the decision and its controls, and the entries related to it. */
export function EntryPage() {
  const { t } = useTranslation('entries');
  const id = Number(useParams().id);
  const entry = useEntry(id);
  const queuePath = useQueuePath();
  const back = (
    <Link className="back-link" to={queuePath}>
      <span aria-hidden="true">←</span> {t('entry.back')}
    </Link>
  );

  if (entry.isPending) return <Spinner />;
  if (entry.isError) {
    const missing = entry.error instanceof ApiError && entry.error.status === 404;
    return (
      <Page title={t(missing ? 'entry.notFound' : 'common.loadError')}>
        <div className="entry-page__problem">
          {!missing && (
            <button type="button" className="button button--ghost" onClick={() => void entry.refetch()}>
              {t('common.retry')}
            </button>
          )}
          {back}
        </div>
      </Page>
    );
  }

  const { data } = entry;
  return (
    <Page kicker={t('entry.lead', { id: data.id })} title={data.nickname}>
      <div className="entry-page">
        {back}
        <div className="entry-page__main">
          <section className="entry-page__clip" aria-label={t('entry.clip')}>
            <ClipPlayer key={data.id} clip={data.clip} nickname={data.nickname} />
          </section>
          <div className="entry-page__side">
            <DecisionPanel key={data.id} entry={data} />
            <section aria-label={t('entry.details')}>
              <EntryDetails entry={data} />
            </section>
          </div>
          <div className="entry-page__related">
            <RelatedEntries title={t('entry.sameStreamer')} entries={data.sameStreamer} from={queuePath} />
            <RelatedEntries title={t('entry.sameApplicant')} entries={data.sameApplicant} from={queuePath} />
          </div>
        </div>
      </div>
    </Page>
  );
}
