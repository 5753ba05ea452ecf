import { useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { REVIEW_HOURS, type EntryRow } from '@awards/contracts';
import { DataTable, type RowSelectionState } from '@/components/backstage/data-table';
import { Page } from '@/components/layout/page';
import { Spinner } from '@/components/ui/spinner/spinner';
import { describeApiError } from '@/lib/describe-api-error';
import { useFormat } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { backstagePath } from '@/lib/backstage-paths';
import { useDecideEntry } from '../api/decide-entry';
import { QUEUE_PAGE_SIZE, useEntries } from '../api/list-entries';
import { BulkBar } from '../components/bulk-bar';
import { BulkDecisionDialog, type DecisionStatus } from '../components/bulk-decision-dialog';
import { DeclineDialog } from '../components/decline-dialog';
import { useEntryColumns } from '../components/entry-columns';
import { KeyboardHint } from '../components/keyboard-hint';
import { QueueFilters } from '../components/queue-filters';
import { useReviewFormat } from '../entry-age';
import { DEFAULT_QUEUE, queueFromSearch, searchFromQueue, withFilters, type EntrySort, type QueueQuery } from '../queue-search';
import { useQueueKeys, type QueueCommand } from '../use-queue-keys';
import './entries-page.css';

const NO_ROWS: EntryRow[] = [];

/** What the last decision made here did, said in the page (a notification per key press would pile up). */
type Outcome = { tone: 'success' | 'error'; text: string } | null;

/**
 * The review queue: the entries the address's filters, order and page select, the count past the
 * review promise, a selection to decide in bulk, and keys to work through it row by row.
 */
export function EntriesPage() {
  const { t } = useTranslation('entries');
  const format = useFormat();
  const review = useReviewFormat();
  const language = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const [search, setSearch] = useSearchParams();
  const query = useMemo(() => queueFromSearch(search), [search]);
  const entries = useEntries(query);
  const columns = useEntryColumns();
  const decide = useDecideEntry();
  const [selected, setSelected] = useState<RowSelectionState>({});
  const [activeId, setActiveId] = useState<string | null>(null);
  const [bulk, setBulk] = useState<DecisionStatus | null>(null);
  const [declining, setDeclining] = useState<EntryRow | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const rows = entries.data?.items ?? NO_ROWS;
  const ids = useMemo(() => rows.map((row) => String(row.id)), [rows]);
  const selectedIds = Object.keys(selected).map(Number);
  const promise = review.hours(REVIEW_HOURS);
  const show = (next: QueueQuery) => setSearch(searchFromQueue(next));

  const approve = (entry: EntryRow) =>
    decide.mutate(
      { id: entry.id, decision: { status: 'approved' } },
      {
        onSuccess: () => setOutcome({ tone: 'success', text: t('decision.approved', { nickname: entry.nickname }) }),
        onError: (error) => setOutcome({ tone: 'error', text: describeApiError(error, language).message }),
      },
    );

  const onCommand = (command: QueueCommand, id: string) => {
    const entry = rows.find((row) => String(row.id) === id);
    if (!entry) return;
    if (command === 'open') void navigate(backstagePath('BackstageEntry', { id: entry.id }), { state: { from: location.pathname + location.search } });
    else if (entry.status === 'withdrawn') setOutcome({ tone: 'error', text: t('keys.withdrawn', { nickname: entry.nickname }) });
    else if (entry.status !== 'in_progress') setOutcome({ tone: 'error', text: t('keys.decided', { nickname: entry.nickname }) });
    else if (command === 'decline') setDeclining(entry);
    else approve(entry);
  };
  useQueueKeys({ ids, activeId, onMove: setActiveId, onCommand, enabled: bulk === null && declining === null });

  const overdueCount = entries.data?.overdueCount ?? 0;
  return (
    <Page title={t('queue.title')} lead={t('queue.lead', { promise })}>
      <div className="entries">
        {entries.data && (
          <p className={`entries__overdue${overdueCount > 0 ? ' is-late' : ''}`}>
            {overdueCount > 0 ? (
              <Link to={{ search: searchFromQueue(withFilters(DEFAULT_QUEUE, { overdue: true })).toString() }}>{t('queue.overdue', { count: overdueCount, promise })}</Link>
            ) : (
              t('queue.noneOverdue', { promise })
            )}
          </p>
        )}
        <QueueFilters
          key={query.q ?? ''}
          filters={query}
          onChange={(filters) => {
            setSelected({});
            show(withFilters(query, filters));
          }}
        />
        <KeyboardHint />
        {outcome && (
          <p className={`entries__outcome entries__outcome--${outcome.tone}`} role={outcome.tone === 'error' ? 'alert' : 'status'}>
            {outcome.text}
          </p>
        )}
        {entries.isPending ? (
          <Spinner />
        ) : entries.isError ? (
          <div className="entries__problem" role="alert">
            <p>{t('common.loadError')}</p>
            <button type="button" className="button button--ghost" onClick={() => void entries.refetch()}>
              {t('common.retry')}
            </button>
          </div>
        ) : (
          <>
            <p className="entries__total">{t('queue.total', { count: entries.data.total })}</p>
            <DataTable
              columns={columns}
              data={rows}
              getRowId={(entry) => String(entry.id)}
              caption={t('queue.caption')}
              sort={{ id: query.sort, desc: query.order === 'desc' }}
              onSortChange={(sort) => show({ ...query, sort: sort.id as EntrySort, order: sort.desc ? 'desc' : 'asc', page: 1 })}
              paging={{
                page: query.page,
                pageSize: QUEUE_PAGE_SIZE,
                total: entries.data.total,
                onPageChange: (page) => show({ ...query, page }),
                previousLabel: t('queue.previous'),
                nextLabel: t('queue.next'),
                statusText: (page, pages) => t('queue.page', { page: format.count(page), pages: format.count(pages) }),
              }}
              selection={{ selected, onChange: setSelected, selectPageLabel: t('queue.selectPage'), rowLabel: (entry) => t('queue.selectRow', { nickname: entry.nickname }) }}
              activeRowId={activeId}
              onActiveRowChange={setActiveId}
              empty={t('queue.empty')}
              busy={entries.isPlaceholderData}
            />
          </>
        )}
        {selectedIds.length > 0 && <BulkBar count={selectedIds.length} onDecide={setBulk} onClear={() => setSelected({})} />}
      </div>
      <BulkDecisionDialog
        ids={selectedIds}
        status={bulk}
        onClose={() => setBulk(null)}
        onDone={(result) => {
          setSelected({});
          setOutcome({ tone: 'success', text: t('bulk.done', { count: result.decided }) });
        }}
      />
      <DeclineDialog
        entry={declining}
        onClose={() => setDeclining(null)}
        onDeclined={(entry) => setOutcome({ tone: 'success', text: t('decision.declined', { nickname: entry.nickname }) })}
      />
    </Page>
  );
}
