import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ControlRoom } from '@awards/contracts';
import { pathTo } from '@/lib/paths';
import { isDone, type ShowMode } from '../show-mode';
import { useNominationTitle } from '@/entities/nominations/use-nomination-title';
import './visitors-panel.css';

/** A page of the site, opened beside the control room: the site is another app, so a plain link. */
function SiteLink({ href, children }: { href: string; children: string }) {
  const { t } = useTranslation('show');
  return (
    <a href={href} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden"> {t('visitors.newTab')}</span>
    </a>
  );
}

/**
 * What the public site shows of the show: in Show mode the nominations whose results are public,
 * each linked to its voting page, and the crowned legends; in Rehearsal mode, that visitors see
 * none of it, and what the rehearsal has revealed so far.
 */
export function VisitorsPanel({ room, mode }: { room: ControlRoom; mode: ShowMode }) {
  const { t } = useTranslation('show');
  const title = useNominationTitle();
  const titleId = useId();
  const shown = room.runningOrder.filter((row) => isDone(mode, row));
  const crowned = room.legends.filter((legend) => isDone(mode, legend));
  const block = (legend: (typeof crowned)[number]) => legend.title || t('legends.untitled', { id: legend.blockId });

  return (
    <section className={`backstage-panel show-visitors show-visitors--${mode}`} aria-labelledby={titleId}>
      <h2 className="show-section__title" id={titleId}>
        {t('visitors.title')}
      </h2>
      {mode === 'show' ? (
        <>
          <h3 className="show-visitors__heading">{t('visitors.public')}</h3>
          {shown.length ? (
            <ul className="show-visitors__list">
              {shown.map((row) => (
                <li key={row.nominationId}>
                  <SiteLink href={pathTo('VOTING', { nominationId: row.nominationId })}>{title(row.nominationId)}</SiteLink>
                </li>
              ))}
            </ul>
          ) : (
            <p className="show-visitors__none">{t('visitors.publicNone')}</p>
          )}
          <h3 className="show-visitors__heading">{t('visitors.legends')}</h3>
          {crowned.length ? (
            <ul className="show-visitors__list">
              {crowned.map((legend) => (
                <li key={legend.blockId}>{block(legend)}</li>
              ))}
            </ul>
          ) : (
            <p className="show-visitors__none">{t('visitors.legendsNone')}</p>
          )}
          <p className="show-visitors__more">
            <SiteLink href={pathTo('Legends')}>{t('visitors.toLegends')}</SiteLink>
          </p>
        </>
      ) : (
        <>
          <p className="show-visitors__rehearsal">{t('visitors.rehearsal')}</p>
          <h3 className="show-visitors__heading">{t('visitors.rehearsed')}</h3>
          {shown.length + crowned.length ? (
            <ul className="show-visitors__list">
              {shown.map((row) => (
                <li key={`nomination-${row.nominationId}`}>{title(row.nominationId)}</li>
              ))}
              {crowned.map((legend) => (
                <li key={`legend-${legend.blockId}`}>{block(legend)}</li>
              ))}
            </ul>
          ) : (
            <p className="show-visitors__none">{t('visitors.rehearsedNone')}</p>
          )}
        </>
      )}
    </section>
  );
}
