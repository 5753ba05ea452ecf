import type { FastifyPluginAsync } from 'fastify';
import { getSeason, updateSeason as updateSeasonEndpoint } from '@awards/contracts';
import { route } from '../../lib/route';
import { actorOf } from '../staff';
import { readSeason, updateSeason } from './season';

/** The organisers' form of the season's dates. */
export const seasonRoutes: FastifyPluginAsync = async (app) => {
  route(app, getSeason, { handler: () => readSeason(app.db) });
  route(app, updateSeasonEndpoint, { handler: ({ body }, request) => updateSeason(app.db, actorOf(request), body) });
};
