import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { InboxMessage } from '@awards/contracts';
import { DataTable, dataTableColumns, type DataTablePaging } from '@/components/backstage/data-table';
import { useFormat } from '@/lib/format';
import { backstagePath } from '@/lib/backstage-paths';

const column = dataTableColumns<InboxMessage>();

/** As much of a message as a row shows. */
const EXCERPT = 140;
const excerpt = (text: string) => (text.length > EXCERPT ? `${text.slice(0, EXCERPT).trimEnd()}…` : text);

/** A page of contact messages: when, from whom, the start of the text (leading to the message), replies and state. */
export function MessagesTable({ messages, paging, busy }: { messages: InboxMessage[]; paging: DataTablePaging; busy: boolean }) {
  const { t } = useTranslation('backstage');
  const format = useFormat();
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('createdAt', {
          header: t('inbox.table.received'),
          cell: ({ getValue }) => <time dateTime={getValue()}>{format.zoned(getValue())}</time>,
        }),
        column.accessor('email', { header: t('inbox.table.from') }),
        column.accessor('comments', {
          header: t('inbox.table.message'),
          cell: ({ row }) => (
            <Link className="inbox-table__open" to={backstagePath('BackstageMessage', { id: row.original.id })}>
              {excerpt(row.original.comments)}
            </Link>
          ),
        }),
        column.accessor('replies', {
          header: t('inbox.table.replies'),
          cell: ({ getValue }) => t('inbox.replies', { count: getValue() }),
        }),
        column.accessor('handledAt', {
          header: t('inbox.table.state'),
          cell: ({ row }) => <MessageState message={row.original} />,
        }),
      ]),
    [t, format],
  );
  return <DataTable columns={columns} data={messages} getRowId={(message) => String(message.id)} caption={t('inbox.table.caption')} paging={paging} busy={busy} empty={t('inbox.table.empty')} />;
}

/** Open, or handled: by whom and when. */
export function MessageState({ message }: { message: Pick<InboxMessage, 'handledAt' | 'handledByName'> }) {
  const { t } = useTranslation('backstage');
  const format = useFormat();
  if (!message.handledAt) return <span className="inbox-state inbox-state--open">{t('inbox.state.open')}</span>;
  const when = format.zoned(message.handledAt);
  return (
    <span className="inbox-state">
      {message.handledByName ? t('inbox.state.handledBy', { name: message.handledByName, date: when }) : t('inbox.state.handled', { date: when })}
    </span>
  );
}
