import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { backstagePath } from '@/lib/backstage-paths';

/** The content's two starting points: the overview of the draft, and the published versions. */
export function ContentNav() {
  const { t } = useTranslation('content');
  return (
    <nav className="content-nav" aria-label={t('nav.label')}>
      <NavLink className="content-nav__link" to={backstagePath('BackstageContent')} end>
        {t('nav.overview')}
      </NavLink>
      <NavLink className="content-nav__link" to={backstagePath('BackstageContentHistory')}>
        {t('nav.history')}
      </NavLink>
    </nav>
  );
}
