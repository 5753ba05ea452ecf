import type { FastifyPluginAsync } from 'fastify';
import { getLegendBlocks, getLegendsLeaderboard, getUserLegendBlocks, guessLegend } from '@awards/contracts';
import { route } from '../../lib/route';
import { signedInUser } from '../users';
import { listBlocks } from './blocks';
import { placeGuess } from './guess';
import { readLeaderboard } from './leaderboard';

/** The blocks (a visitor's, and the caller's with their guesses marked), the guess, the leaderboard. */
export const legendsRoutes: FastifyPluginAsync = async (app) => {
  // The module's own path: Fastify answers it with and without the trailing slash.
  route(app, getLegendBlocks, { handler: ({ query }) => listBlocks(app.db, new Date(), null, query.version === 'draft') });

  route(app, getUserLegendBlocks, { handler: ({ query }, request) => listBlocks(app.db, new Date(), signedInUser(request).id, query.version === 'draft') });

  route(app, guessLegend, { handler: ({ body }, request) => placeGuess(app.db, signedInUser(request).id, body, new Date()) });

  route(app, getLegendsLeaderboard, { handler: () => readLeaderboard(app.db, new Date()) });
};
