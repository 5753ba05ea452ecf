import { describe, expect, it } from 'vitest';
import { DEFAULT_QUEUE, queueFromSearch, searchFromQueue, withFilters } from './queue-search';

describe("the queue's address", () => {
  it('reads the plain queue as the oldest entries first, on the first page', () => {
    expect(queueFromSearch(new URLSearchParams())).toEqual(DEFAULT_QUEUE);
  });

  it('reads filters, order and page in the API’s own names and types', () => {
    const query = queueFromSearch(new URLSearchParams('nomination_id=3&status=in_progress&overdue=true&q=%20giggle%20&sort=nickname&order=desc&page=4'));
    expect(query).toEqual({ nominationId: 3, status: 'in_progress', overdue: true, q: 'giggle', sort: 'nickname', order: 'desc', page: 4 });
  });

  it('drops a setting that does not pass, keeping the others', () => {
    const query = queueFromSearch(new URLSearchParams('status=maybe&page=-2&sort=nickname&nomination_id=abc'));
    expect(query).toEqual({ ...DEFAULT_QUEUE, sort: 'nickname' });
  });

  it('writes only what differs from the plain queue, so the same queue always has the same link', () => {
    expect(searchFromQueue(DEFAULT_QUEUE).toString()).toBe('');
    expect(searchFromQueue({ ...DEFAULT_QUEUE, status: 'declined', overdue: false, page: 2 }).toString()).toBe('status=declined&page=2');
    const round = { nominationId: 2, status: 'approved', overdue: true, q: 'spark', sort: 'status', order: 'desc', page: 3 } as const;
    expect(queueFromSearch(searchFromQueue(round))).toEqual(round);
  });

  it('starts new filters at the first page and keeps the order', () => {
    expect(withFilters({ ...DEFAULT_QUEUE, sort: 'nickname', order: 'desc', page: 5, q: 'old' }, { status: 'in_progress' })).toEqual({
      sort: 'nickname',
      order: 'desc',
      status: 'in_progress',
      page: 1,
    });
  });
});
