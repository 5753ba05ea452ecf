import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CurrentVoting, VotingCategory } from '@awards/contracts';
import { requestLanguage } from '../../lib/language';
import { CategoryParams, findCategory } from './category';
import { findVote, readNominees, readVoteCounts } from './repository';
import { readCurrentVoting, readRounds, roundStatus, shownRound, toWireRound } from './rounds';
import { nomineeResults } from './shares';

/** `GET /current` and `GET /:categoryId`: what the voting page and the 'Voting period started' popup show. */
export const votingReadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/current',
    { schema: { summary: 'The open voting round and the next one', tags: ['voting'], response: { 200: CurrentVoting } } },
    () => readCurrentVoting(app.db, new Date()),
  );

  app.get(
    '/:categoryId',
    {
      schema: {
        summary: "A nomination's voting round, nominees, the caller's vote and, once revealed, the results",
        description: 'The bearer token is optional: without it `my_vote` is null.',
        tags: ['voting'],
        security: [{}, { bearerAuth: [] }],
        params: CategoryParams,
        response: { 200: VotingCategory },
      },
      onRequest: app.authenticateOptional,
    },
    async (request, reply) => {
      reply.header('vary', 'Accept-Language');
      const now = new Date();
      const [nomination, rounds] = await Promise.all([findCategory(app.db, request.params.categoryId, requestLanguage(request)), readRounds(app.db)]);
      const round = shownRound(rounds, now);
      if (!round) return { nomination, round: null, nominees: [], my_vote: null, results: null };

      const revealed = roundStatus(round, now) === 'revealed';
      const [nominees, vote, counts] = await Promise.all([
        readNominees(app.db, round.id, nomination.id),
        request.user ? findVote(app.db, request.user.id, round.id, nomination.id) : undefined,
        revealed ? readVoteCounts(app.db, round.id, nomination.id) : undefined,
      ]);
      return {
        nomination,
        round: toWireRound(round, now),
        nominees,
        my_vote: vote ? { nominee_id: vote.nomineeId, created_at: vote.createdAt.toISOString() } : null,
        results: counts ? nomineeResults(nominees.map((nominee) => nominee.id), counts) : null,
      };
    },
  );
};
