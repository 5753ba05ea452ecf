import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GuessRequest, GuessResponse, Leaderboard, LegendBlocks } from '@awards/contracts';
import { signedInUser } from '../users/authentication';
import { listBlocks } from './blocks';
import { placeGuess } from './guess';
import { readLeaderboard } from './leaderboard';

const tags = ['legends'];
const security = [{ bearerAuth: [] }];

/** Legends of the Year under /api/v2/loty: the blocks, the caller's guesses, the leaderboard. */
export const legendsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { summary: 'The Legends of the Year blocks, for a visitor', tags, response: { 200: LegendBlocks } } }, () =>
    listBlocks(app.db, new Date(), null),
  );

  app.get(
    '/user-info',
    {
      schema: { summary: "The Legends of the Year blocks with the caller's guesses marked", tags, security, response: { 200: LegendBlocks } },
      onRequest: app.authenticate,
    },
    (request) => listBlocks(app.db, new Date(), signedInUser(request).id),
  );

  app.post(
    '/guess',
    {
      schema: { summary: "Guess a block's legend (once per block)", tags, security, body: GuessRequest, response: { 201: GuessResponse } },
      onRequest: app.authenticate,
    },
    async (request, reply) => reply.code(201).send(await placeGuess(app.db, signedInUser(request).id, request.body, new Date())),
  );

  app.get(
    '/leaderboard',
    { schema: { summary: 'Users ranked by right guesses over the revealed blocks', tags, response: { 200: Leaderboard } } },
    () => readLeaderboard(app.db, new Date()),
  );
};
