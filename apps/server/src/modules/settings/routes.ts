import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HomeResponse, SettingsResponse } from '@awards/contracts';
import { readGeneralData } from './general-data';
import { readHomeData } from './home-data';

/** Read by the web app on every page load: a short shared cache keeps the load off the database. */
const SHORT_CACHE = 'public, max-age=30';
const tags = ['settings'];

/** `GET /api/v2/settings` (general data) and `GET /api/v2/home` (home page data). */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only answers are cached, never errors. The hook stays within this plugin's two routes.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 200) reply.header('cache-control', SHORT_CACHE);
    return payload;
  });

  app.get(
    '/settings',
    { schema: { summary: 'Season phases, social links, the live stream and what is open now', tags, response: { 200: SettingsResponse } } },
    () => readGeneralData(app.db, new Date()),
  );

  app.get(
    '/home',
    { schema: { summary: 'The winners to show and the Legends of the Year leaderboard', tags, response: { 200: HomeResponse } } },
    () => readHomeData(app.db, new Date()),
  );
};
