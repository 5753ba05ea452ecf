import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntryDetail } from '@awards/contracts';
import { useFormat } from '@/lib/format';
import { useNow } from '@/lib/use-now';
import { useReviewFormat } from '../entry-age';
import { useNominationTitle } from '@/entities/nominations/use-nomination-title';
import { ExternalLink } from '@/components/external-link/external-link';
import { StatusBadge } from './status-badge';

/** Everything the applicant sent, and who they are (nobody, once they deleted their account). */
export function EntryDetails({ entry }: { entry: EntryDetail }) {
  const { t } = useTranslation('entries');
  const format = useFormat();
  const review = useReviewFormat();
  const nominationTitle = useNominationTitle();
  const now = useNow(60_000);
  const facts: [string, ReactNode][] = [
    [t('entry.status'), <StatusBadge key="status" status={entry.status} overdue={entry.overdue} />],
    [t('entry.nomination'), nominationTitle(entry.nominationId)],
    [t('entry.streamer'), entry.nickname],
    [t('entry.page'), <ExternalLink key="page" href={entry.linkToPage} />],
    [t('entry.media'), entry.linkToMedia ? <ExternalLink key="media" href={entry.linkToMedia} /> : t('entry.uploadedVideo')],
    ...(entry.timeCode ? [[t('entry.timeCode'), entry.timeCode] as [string, ReactNode]] : []),
    ...(entry.comments ? [[t('entry.comments'), <span key="comments" className="entry-details__text">{entry.comments}</span>] as [string, ReactNode]] : []),
    [
      t('entry.applicant'),
      entry.applicantId === null ? (
        t('entry.deletedAccount')
      ) : (
        <span key="applicant" className="entry-details__who">
          <span>{entry.applicantName}</span>
          <a href={`mailto:${entry.applicantEmail}`}>{entry.applicantEmail}</a>
        </span>
      ),
    ],
    [t('entry.language'), review.language(entry.language)],
    [
      t('entry.received'),
      <time key="received" dateTime={entry.createdAt}>
        {format.zoned(entry.createdAt)} ({t('common.received', { age: review.age(entry.createdAt, now) })})
      </time>,
    ],
  ];
  return (
    <dl className="entry-details">
      {facts.map(([label, value]) => (
        <div key={label} className="entry-details__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
