import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NominationSummary } from '@awards/contracts';
import { pathTo } from '@/lib/paths';
import './nomination-nav.css';

/** The nominations either side of this one, in the site's order. */
export function neighbours<T extends { id: number }>(list: readonly T[], id: number): { previous?: T; next?: T } {
  const index = list.findIndex((item) => item.id === id);
  if (index < 0) return {};
  return { previous: list[index - 1], next: list[index + 1] };
}

/** Previous and next nomination, so a voter can go through every nomination. */
export function NominationNav({ nominations, currentId }: { nominations: readonly NominationSummary[]; currentId: number }) {
  const { t } = useTranslation();
  const { previous, next } = neighbours(nominations, currentId);
  if (!previous && !next) return null;
  return (
    <nav className="nomination-nav" aria-label={t('voting.nav.label')}>
      {previous && (
        <Link className="nomination-nav__link nomination-nav__link--previous" to={pathTo('VOTING', { nominationId: previous.id })} rel="prev">
          <span className="nomination-nav__hint">{t('voting.nav.previous')}</span>
          <span className="nomination-nav__title">{previous.title}</span>
        </Link>
      )}
      {next && (
        <Link className="nomination-nav__link nomination-nav__link--next" to={pathTo('VOTING', { nominationId: next.id })} rel="next">
          <span className="nomination-nav__hint">{t('voting.nav.next')}</span>
          <span className="nomination-nav__title">{next.title}</span>
        </Link>
      )}
    </nav>
  );
}
