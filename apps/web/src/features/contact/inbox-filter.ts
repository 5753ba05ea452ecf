import type { InboxFilter } from './api/list-messages';

export const INBOX_STATUSES = ['open', 'handled', 'all'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

/** The inbox's tab and page from the address's query, so Back and a shared link keep them; open and page 1 unless said. */
export function inboxFilterOf(search: URLSearchParams): InboxFilter {
  const status = INBOX_STATUSES.find((value) => value === search.get('status')) ?? 'open';
  const page = Number(search.get('page'));
  return { status, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** The query for a filter, leaving out what is the default. */
export function searchOf({ status, page }: InboxFilter): string {
  const search = new URLSearchParams();
  if (status !== 'open') search.set('status', status);
  if (page > 1) search.set('page', String(page));
  const text = search.toString();
  return text ? `?${text}` : '';
}
