import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EntryRow } from '@awards/contracts';
import { useFormat } from '@/lib/format';
import { backstagePath } from '@/lib/backstage-paths';
import { useNominationTitle } from '@/entities/nominations/use-nomination-title';
import { StatusBadge } from './status-badge';

interface RelatedEntriesProps {
  title: string;
  entries: EntryRow[];
  /** Where the queue was when the entry was opened, for the way back from the one opened next. */
  from?: string;
}

/** Entries beside the one shown (the same streamer page, the same applicant), each a link to its own page. */
export function RelatedEntries({ title, entries, from }: RelatedEntriesProps) {
  const { t } = useTranslation('entries');
  const format = useFormat();
  const nominationTitle = useNominationTitle();
  const headingId = useId();
  return (
    <section className="related" aria-labelledby={headingId}>
      <h2 className="related__heading" id={headingId}>
        {title}
      </h2>
      {entries.length === 0 ? (
        <p className="related__none">{t('entry.noOthers')}</p>
      ) : (
        <ul className="related__list">
          {entries.map((entry) => (
            <li key={entry.id} className="related__item">
              <Link to={backstagePath('BackstageEntry', { id: entry.id })} state={{ from }}>
                {entry.nickname}
              </Link>
              <span className="related__meta">
                {nominationTitle(entry.nominationId)} · {entry.applicantName ?? t('entry.deletedAccount')} · <time dateTime={entry.createdAt}>{format.zoned(entry.createdAt)}</time>
              </span>
              <StatusBadge status={entry.status} overdue={entry.overdue} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
