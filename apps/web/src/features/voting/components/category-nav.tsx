import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NominationSummary } from '@awards/contracts';
import { pathTo } from '@/lib/paths';
import './category-nav.css';

/** The nominations either side of this one, in the site's order. */
export function neighbours<T extends { id: number }>(list: readonly T[], id: number): { previous?: T; next?: T } {
  const index = list.findIndex((item) => item.id === id);
  if (index < 0) return {};
  return { previous: list[index - 1], next: list[index + 1] };
}

/** Previous and next nomination, so a voter can go through every category. */
export function CategoryNav({ nominations, currentId }: { nominations: readonly NominationSummary[]; currentId: number }) {
  const { t } = useTranslation();
  const { previous, next } = neighbours(nominations, currentId);
  if (!previous && !next) return null;
  return (
    <nav className="category-nav" aria-label={t('voting.nav.label')}>
      {previous && (
        <Link className="category-nav__link category-nav__link--previous" to={pathTo('VOTING', { categoryId: previous.id })} rel="prev">
          <span className="category-nav__hint">{t('voting.nav.previous')}</span>
          <span className="category-nav__title">{previous.title}</span>
        </Link>
      )}
      {next && (
        <Link className="category-nav__link category-nav__link--next" to={pathTo('VOTING', { categoryId: next.id })} rel="next">
          <span className="category-nav__hint">{t('voting.nav.next')}</span>
          <span className="category-nav__title">{next.title}</span>
        </Link>
      )}
    </nav>
  );
}
