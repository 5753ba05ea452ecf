import { EntryQuery, type ApplicationStatus, type ENTRY_SORTS } from '@awards/contracts';

export type EntrySort = (typeof ENTRY_SORTS)[number];

/** The queue's filters, order and page: what its address holds, so a link or a reload shows the same list. */
export interface QueueQuery {
  nominationId?: number;
  status?: ApplicationStatus;
  overdue?: boolean;
  q?: string;
  sort: EntrySort;
  order: 'asc' | 'desc';
  page: number;
}

export type QueueFilters = Pick<QueueQuery, 'nominationId' | 'status' | 'overdue' | 'q'>;

/** Oldest first: the entries waiting longest come up first. */
export const DEFAULT_QUEUE: QueueQuery = { sort: 'created_at', order: 'asc', page: 1 };

/** The address's name of each setting: the API's own (snake_case), so a queue link reads like its request. */
const PARAMS = {
  nominationId: 'nomination_id',
  status: 'status',
  overdue: 'overdue',
  q: 'q',
  sort: 'sort',
  order: 'order',
  page: 'page',
} as const satisfies Record<keyof QueueQuery, keyof typeof EntryQuery.shape>;

type Key = keyof typeof PARAMS;
const KEYS = Object.keys(PARAMS) as Key[];

/**
 * Reads the queue from the address with the API's own rules, one setting at a time: a setting
 * that does not pass (typed by hand, or from an older link) is dropped, not the whole address.
 */
export function queueFromSearch(search: URLSearchParams): QueueQuery {
  const query: Record<string, unknown> = { ...DEFAULT_QUEUE };
  for (const key of KEYS) {
    const raw = search.get(PARAMS[key]);
    if (raw === null || raw.trim() === '') continue;
    const parsed = EntryQuery.shape[PARAMS[key]].safeParse(raw);
    if (parsed.success && parsed.data !== undefined) query[key] = parsed.data;
  }
  return query as unknown as QueueQuery;
}

/** The address for a queue: only what differs from the default, so the plain queue's link stays plain. */
export function searchFromQueue(query: QueueQuery): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of KEYS) {
    const value = query[key];
    if (value === undefined || value === false || value === '' || value === DEFAULT_QUEUE[key as keyof typeof DEFAULT_QUEUE]) continue;
    search.set(PARAMS[key], String(value));
  }
  return search;
}

/** New filters start again at the first page; the order is kept. */
export const withFilters = (query: QueueQuery, filters: QueueFilters): QueueQuery => ({ sort: query.sort, order: query.order, ...filters, page: 1 });

export const isFiltered = (query: QueueQuery) => query.nominationId !== undefined || query.status !== undefined || query.overdue === true || Boolean(query.q);
