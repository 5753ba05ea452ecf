import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NominationSummary } from '@awards/contracts';
import { Logo } from '@/components/layout/logo';
import { ApplicationsNotice } from '@/components/ui/applications-notice/applications-notice';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useSeasonMoment } from '@/entities/settings/use-season-moment';
import { getConfig } from '@/lib/config';
import { pathTo } from '@/lib/paths';
import { EntryFormOnDemand } from '../components/entry-form-on-demand';
import './entry-form-page.css';

export interface EntryFormPageProps {
  /** The nominations content in the selected language (app/ composes it from the nominations feature). */
  nominations: { status: 'pending' | 'error' | 'success'; data?: NominationSummary[] };
}

/** A route parameter that can name a nomination: a positive whole number. */
export function nominationIdFrom(param: string | undefined): number | null {
  return param && /^[1-9]\d{0,8}$/.test(param) ? Number(param) : null;
}

/**
 * /application-form/:nominationId stands outside the site's frame: a heading with
 * the nomination's title, found by id among the nominations content, the form, and a footer logo.
 * While applications are not open the form gives way to a notice saying when they closed (or
 * open) and what comes next, at once when they close with the page open.
 */
export function EntryFormPage({ nominations }: EntryFormPageProps) {
  const { t } = useTranslation();
  const nominationId = nominationIdFrom(useParams().nominationId);
  const nomination = nominations.data?.find((item) => item.id === nominationId);
  // Without the list (it failed) the form still works: the server checks the nomination itself.
  const unknown = nominationId === null || (nominations.status === 'success' && !nomination);
  // Without the season's dates (they failed) the form stays: the server refuses an entry out of time.
  const season = useSeasonMoment();
  const closed = season && !season.applicationsOpen ? season : undefined;
  // The lead's invitation to tell about the moment is left out while no moment can be sent.
  const lead = closed ? nomination?.description : nomination?.description || t('application.lead');

  return (
    <div className="entry-form-page">
      <div className="entry-form-page__top container">
        <Link className="back-link" to={`${pathTo('Home')}#nominations`}>
          <span aria-hidden="true">←</span> {t('application.backToNominations')}
        </Link>
      </div>
      <div className="entry-form-page__main container">
        {unknown ? (
          <div className="entry-form-page__header">
            <h1 className="entry-form-page__title">{t('application.notFound.title')}</h1>
            <p className="entry-form-page__lead">{t('application.notFound.text')}</p>
            <Link className="button button--primary" to={`${pathTo('Home')}#nominations`}>
              {t('application.notFound.link')}
            </Link>
          </div>
        ) : (
          <>
            <div className="entry-form-page__header">
              <p className="kicker">{t('application.kicker')}</p>
              <h1 className="entry-form-page__title">
                {nomination?.title ?? (nominations.status === 'pending' ? <Spinner size="small" /> : t('application.titleFallback'))}
              </h1>
              {lead && <p className="entry-form-page__lead">{lead}</p>}
            </div>
            {closed ? (
              <ApplicationsNotice season={closed}>
                {closed.moment.kind === 'voting-closes' && (
                  <Link className="button button--primary" to={pathTo('VOTING', { nominationId })}>
                    {t('home.votingStarted.vote')}
                  </Link>
                )}
              </ApplicationsNotice>
            ) : (
              <div className="entry-form-page__body">
                <EntryFormOnDemand key={nominationId} nominationId={nominationId} />
                <aside className="entry-form-page__tips" aria-labelledby="entry-tips-title">
                  <h2 className="entry-form-page__tips-title" id="entry-tips-title">
                    {t('application.tips.title')}
                  </h2>
                  <ul>
                    <li>{t('application.tips.review')}</li>
                    <li>{t('application.tips.final')}</li>
                    <li>{t('application.tips.unlimited')}</li>
                  </ul>
                </aside>
              </div>
            )}
          </>
        )}
      </div>
      <footer className="entry-form-page__footer container">
        <Logo title={getConfig().title} />
      </footer>
    </div>
  );
}
