import { and, asc, gt, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';

/**
 * One batch of a long read in `id` order: the next `limit` rows after the last id of the batch
 * before (`afterId`, 0 to start), those `filter` keeps. Keyset paging: a late batch of millions of
 * rows costs what the first one did, where an offset would read every row before it again.
 * `query` is a select made dynamic (`.$dynamic()`), not yet filtered, ordered or limited.
 */
export function batchAfter<T extends PgSelect>(query: T, id: PgColumn, afterId: number, limit: number, filter?: SQL) {
  return query.where(and(gt(id, afterId), filter)).orderBy(asc(id)).limit(limit);
}
