import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { Spinner } from '@/components/ui/spinner/spinner';
import { describeApiError } from '@/lib/describe-api-error';
import { useFormat } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { useAudit } from '../api/list-audit';
import { auditFilterOf, auditSearchOf, type AuditFilter } from '../audit-filter';
import { AuditFilters } from '../components/audit-filters';
import { AuditTable } from '../components/audit-table';
import './audit.css';

/** The organisers' audit log: every backstage write, newest first, filtered and paged through the address. */
export function AuditPage() {
  const { t } = useTranslation('backstage');
  const language = useLanguage();
  const format = useFormat();
  const [search, setSearch] = useSearchParams();
  const filter = auditFilterOf(search);
  const audit = useAudit(filter);
  const show = (next: AuditFilter) => setSearch(auditSearchOf(next));

  return (
    <Page title={t('audit.title')} lead={t('audit.lead')}>
      <div className="audit">
        <AuditFilters filter={filter} onApply={(fields) => show({ ...fields, page: 1 })} />
        {audit.isPending && <Spinner />}
        {audit.isError && (
          <p className="audit__error" role="alert">
            {describeApiError(audit.error, language).message}
          </p>
        )}
        {audit.data && (
          <>
            <p className="audit__total" aria-live="polite">
              {t('audit.total', { count: audit.data.total })}
            </p>
            <AuditTable
              records={audit.data.items}
              busy={audit.isPlaceholderData}
              paging={{
                page: audit.data.page,
                pageSize: audit.data.pageSize,
                total: audit.data.total,
                onPageChange: (page) => show({ ...filter, page }),
                previousLabel: t('paging.previous'),
                nextLabel: t('paging.next'),
                statusText: (page, pages) => t('paging.status', { page: format.count(page), pages: format.count(pages) }),
              }}
            />
          </>
        )}
      </div>
    </Page>
  );
}
