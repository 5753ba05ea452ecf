import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EntryRow } from '@awards/contracts';
import { dataTableColumns } from '@/components/backstage/data-table';
import { useFormat } from '@/lib/format';
import { backstagePath } from '@/lib/backstage-paths';
import { useNow } from '@/lib/use-now';
import { useReviewFormat } from '../entry-age';
import { useNominationTitle } from '@/entities/nominations/use-nomination-title';
import { ExternalLink } from '@/components/external-link/external-link';
import { StatusBadge } from './status-badge';
import './entry-columns.css';

const column = dataTableColumns<EntryRow>();

/** The queue's columns; a sortable one's id is the API's name for that order. Ages count on by the minute. */
export function useEntryColumns() {
  const { t } = useTranslation('entries');
  const format = useFormat();
  const review = useReviewFormat();
  const nominationTitle = useNominationTitle();
  const now = useNow(60_000);
  // The entry's page leads back to the queue as it was: these filters, this order, this page.
  const { pathname, search } = useLocation();
  const from = pathname + search;

  return useMemo(
    () =>
      column.columns([
        column.accessor('nominationId', {
          id: 'nomination_id',
          header: t('queue.columns.nomination'),
          enableSorting: true,
          cell: ({ getValue }) => nominationTitle(getValue()),
        }),
        column.accessor('nickname', {
          id: 'nickname',
          header: t('queue.columns.streamer'),
          enableSorting: true,
          meta: { wide: true },
          cell: ({ row: { original: entry } }) => (
            <span className="entry-cell">
              <Link className="entry-cell__title" to={backstagePath('BackstageEntry', { id: entry.id })} state={{ from }}>
                {entry.nickname}
              </Link>
              <ExternalLink className="entry-cell__link" href={entry.linkToPage} />
              {entry.linkToMedia ? <ExternalLink className="entry-cell__link" href={entry.linkToMedia} /> : <span className="entry-cell__muted">{t('entry.uploadedVideo')}</span>}
            </span>
          ),
        }),
        column.accessor('applicantName', {
          header: t('queue.columns.applicant'),
          meta: { wide: true },
          cell: ({ row: { original: entry } }) =>
            entry.applicantId === null ? (
              <span className="entry-cell__muted">{t('entry.deletedAccount')}</span>
            ) : (
              <span className="entry-cell">
                <span>{entry.applicantName}</span>
                <span className="entry-cell__muted">{entry.applicantEmail}</span>
              </span>
            ),
        }),
        column.accessor('language', {
          header: t('queue.columns.language'),
          cell: ({ getValue }) => review.language(getValue()),
        }),
        column.accessor('createdAt', {
          id: 'created_at',
          header: t('queue.columns.received'),
          enableSorting: true,
          cell: ({ getValue }) => (
            <time dateTime={getValue()} title={format.zoned(getValue())}>
              {t('common.received', { age: review.age(getValue(), now) })}
            </time>
          ),
        }),
        column.accessor('status', {
          id: 'status',
          header: t('queue.columns.status'),
          enableSorting: true,
          cell: ({ row: { original: entry } }) => <StatusBadge status={entry.status} overdue={entry.overdue} />,
        }),
      ]),
    [t, format, review, nominationTitle, now, from],
  );
}
