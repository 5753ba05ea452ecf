import type { FastifyPluginAsync } from 'fastify';
import { getHome, getSettings } from '@awards/contracts';
import { route } from '../../lib/route';
import { readGeneralData } from './general-data';
import { readHomeData } from './home-data';

/** Read by the web app on every page load: a short shared cache keeps the load off the database. */
const SHORT_CACHE = 'public, max-age=30';

/** The general settings and the home page's data. */
export const settingsRoutes: FastifyPluginAsync = async (app) => {
  // Only answers are cached, never errors. The hook stays within this plugin's two routes.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 200) reply.header('cache-control', SHORT_CACHE);
    return payload;
  });

  route(app, getSettings, { handler: () => readGeneralData(app.db, new Date()) });
  route(app, getHome, { handler: () => readHomeData(app.db, new Date()) });
};
