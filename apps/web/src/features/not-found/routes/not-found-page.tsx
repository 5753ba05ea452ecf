import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { pathTo } from '@/lib/paths';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Page kicker="404" title={t('notFound.title')} lead={t('notFound.lead')}>
      <Link className="button button--primary" to={pathTo('Home')}>
        {t('notFound.home')}
      </Link>
    </Page>
  );
}
