import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { pathTo } from '@/lib/paths';
import './not-found-page.css';

/** Any path the site does not know: says so and offers the way home and to the season's pages. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Page kicker="404" title={t('notFound.title')} lead={t('notFound.lead')}>
      <div className="not-found__actions">
        <Link className="button button--primary" to={pathTo('Home')}>
          {t('notFound.home')}
        </Link>
        <Link className="button button--ghost" to={pathTo('Legends')}>
          {t('routes.loty')}
        </Link>
        <Link className="button button--ghost" to={pathTo('Stream')}>
          {t('routes.stream')}
        </Link>
      </div>
    </Page>
  );
}
