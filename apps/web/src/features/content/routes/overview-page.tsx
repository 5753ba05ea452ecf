import { useTranslation } from 'react-i18next';
import { CONTENT_EDITING, LANGUAGES, type ContentOverview } from '@awards/contracts';
import { Page } from '@/components/layout/page';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useFormat } from '@/lib/format';
import { useContentOverview } from '../api/get-content-overview';
import { useContentWords } from '../content-words';
import { CollectionsTable } from '../components/collections-table';
import { CompletenessTable } from '../components/completeness-table';
import { LoadProblem } from '@/components/ui/load-problem/load-problem';
import { MissingTexts } from '../components/missing-texts';
import './overview-page.css';

const COLLECTIONS = CONTENT_EDITING.map((editing) => editing.collection);

/** The version the site shows: which, when and by whom. */
function Published({ published }: { published: ContentOverview['published'] }) {
  const { t } = useTranslation('content');
  const format = useFormat();
  if (!published) return <p className="content-overview__published">{t('overview.neverPublished')}</p>;
  return (
    <p className="content-overview__published">
      {t(published.publishedBy ? 'overview.published' : 'overview.firstState', { version: published.id, at: format.zoned(published.publishedAt), by: published.publishedBy })}
    </p>
  );
}

/** What a publish still needs, language by language: how many texts per collection, then each text as a link to its field. */
function Completeness({ missing }: { missing: ContentOverview['missing'] }) {
  const { t } = useTranslation('content');
  const words = useContentWords();
  if (missing.length === 0) return <p>{t('overview.complete')}</p>;
  return (
    <>
      <p>{t('overview.missingLead', { count: missing.length })}</p>
      <CompletenessTable collections={COLLECTIONS} missing={missing} />
      {LANGUAGES.map(({ code }) => {
        const texts = missing.filter((text) => text.language === code);
        if (texts.length === 0) return null;
        return (
          <section key={code} className="content-overview__language" aria-labelledby={`content-missing-${code}`}>
            <h3 id={`content-missing-${code}`}>{t('overview.missingIn', { language: words.language(code), count: texts.length })}</h3>
            <MissingTexts texts={texts} />
          </section>
        );
      })}
    </>
  );
}

/** The content at a glance: the version the site shows, each collection's items and unpublished changes, and every text still missing. */
export function OverviewPage() {
  const { t } = useTranslation('content');
  const overview = useContentOverview();
  return (
    <Page title={t('overview.title')} lead={t('overview.lead')}>
      {overview.isPending && <Spinner />}
      {overview.isError && <LoadProblem namespace="content" error={overview.error} onRetry={() => void overview.refetch()} />}
      {overview.data && (
        <div className="content-overview">
          <Published published={overview.data.published} />
          <section className="content-overview__part" aria-labelledby="content-collections">
            <h2 id="content-collections">{t('overview.collections')}</h2>
            <CollectionsTable collections={overview.data.collections} />
          </section>
          <section className="content-overview__part" aria-labelledby="content-completeness">
            <h2 id="content-completeness">{t('overview.completeness')}</h2>
            <Completeness missing={overview.data.missing} />
          </section>
        </div>
      )}
    </Page>
  );
}
