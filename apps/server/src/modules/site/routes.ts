import type { FastifyPluginAsync } from 'fastify';
import fastifyEtag from '@fastify/etag';
import { getHome, getSettings } from '@awards/contracts';
import { route } from '../../lib/route';
import { readGeneralData } from './general-data';
import { readHomeData } from './home-data';

/**
 * Read by the web app on every page load, and changed by organisers (the dates) and the live show
 * (the winners) at any moment: every load asks again, and an unchanged answer costs a 304.
 */
const REVALIDATE = 'public, no-cache';

/** The general settings and the home page's data. */
export const siteRoutes: FastifyPluginAsync = async (app) => {
  // Only answers are cached, never errors. The hook and the ETags stay within this plugin's two routes.
  await app.register(fastifyEtag);
  app.addHook('onSend', async (_request, reply, payload) => {
    // A preview of the draft has said it is never kept.
    if ((reply.statusCode === 200 || reply.statusCode === 304) && !reply.hasHeader('cache-control')) reply.header('cache-control', REVALIDATE);
    return payload;
  });

  route(app, getSettings, { handler: ({ query }) => readGeneralData(app.db, new Date(), query.version === 'draft') });
  route(app, getHome, { handler: ({ query }) => readHomeData(app.db, new Date(), query.version === 'draft') });
};
