import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { Spinner } from '@/components/ui/spinner/spinner';
import { TabList, tabPanelProps } from '@/components/ui/tabs/tab-list';
import { describeApiError } from '@/lib/describe-api-error';
import { useFormat } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { useMessages, type InboxFilter } from '../api/list-messages';
import { MessagesTable } from '../components/messages-table';
import { INBOX_STATUSES, inboxFilterOf, searchOf } from '../inbox-filter';
import './inbox.css';

/** The contact messages: open, handled or all, newest first, a page at a time; the tab and page live in the address. */
export function InboxPage() {
  const { t } = useTranslation('backstage');
  const language = useLanguage();
  const format = useFormat();
  const idPrefix = useId();
  const [search, setSearch] = useSearchParams();
  const filter = inboxFilterOf(search);
  const messages = useMessages(filter);
  const show = (next: InboxFilter) => setSearch(searchOf(next));
  const openCount = messages.data?.openCount;

  return (
    <Page title={t('inbox.title')} lead={t('inbox.lead')}>
      <div className="inbox">
        <TabList tabs={INBOX_STATUSES} selected={filter.status} onSelect={(status) => show({ status, page: 1 })} idPrefix={idPrefix} label={t('inbox.tabs.label')}>
          {(status) => (
            <>
              {t(`inbox.tabs.${status}`)}
              {status === 'open' && openCount !== undefined && (
                <>
                  {' '}
                  <span className="inbox__count">{format.count(openCount)}</span>
                </>
              )}
            </>
          )}
        </TabList>
        <div {...tabPanelProps(idPrefix, filter.status)}>
          {messages.isPending && <Spinner />}
          {messages.isError && (
            <p className="inbox__error" role="alert">
              {describeApiError(messages.error, language).message}
            </p>
          )}
          {messages.data && (
            <MessagesTable
              messages={messages.data.items}
              busy={messages.isPlaceholderData}
              paging={{
                page: messages.data.page,
                pageSize: messages.data.pageSize,
                total: messages.data.total,
                onPageChange: (page) => show({ ...filter, page }),
                previousLabel: t('paging.previous'),
                nextLabel: t('paging.next'),
                statusText: (page, pages) => t('paging.status', { page: format.count(page), pages: format.count(pages) }),
              }}
            />
          )}
        </div>
      </div>
    </Page>
  );
}
