import type { FastifyPluginAsync } from 'fastify';
import { getEntry, listEntries } from '@awards/contracts';
import { route } from '../../lib/route';
import { entryDetail, entryRow } from './entry-detail';
import { readQueuePage } from './review-repository';

/** The backstage's review queue and an entry's page. */
export const reviewRoutes: FastifyPluginAsync = async (app) => {
  route(app, listEntries, {
    handler: async ({ query }) => {
      const now = new Date();
      const { rows, total, overdueCount } = await readQueuePage(app.db, query, now);
      return { items: rows.map((row) => entryRow(row, now)), total, overdueCount, page: query.page, pageSize: query.pageSize };
    },
  });

  route(app, getEntry, {
    handler: ({ params }) => entryDetail(app, params.id),
  });
};
