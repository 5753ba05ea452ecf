import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CAPTCHA_ACTIONS, VoteRequest, VoteResponse } from '@awards/contracts';
import { requireCaptcha } from '../../lib/captcha';
import { AppError, errors } from '../../lib/errors';
import { requestLanguage } from '../../lib/language';
import { signedInUser } from '../users/authentication';
import { CategoryParams, categoryIdOf, findCategory } from './category';
import { clientHasher } from './client-hash';
import { isVotingOpen, prepareVoteQueries } from './repository';

/**
 * `POST /:categoryId/vote`: one vote per user, nomination and round. A good vote costs two
 * queries (the nominee with its open round, then the insert); only a refused one looks further
 * to say why.
 */
export const voteRoute: FastifyPluginAsyncZod = async (app) => {
  const clientHash = clientHasher(app.config.jwtSecret);
  const { findOpenNominee, insertVote } = prepareVoteQueries(app.db);

  app.post(
    '/:categoryId/vote',
    {
      schema: {
        summary: 'Vote for a nominee of the open round',
        tags: ['voting'],
        security: [{ bearerAuth: [] }],
        params: CategoryParams,
        body: VoteRequest,
        response: { 201: VoteResponse },
      },
      onRequest: app.authenticate,
      preHandler: requireCaptcha(app, CAPTCHA_ACTIONS.vote),
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const now = new Date();
      const { categoryId } = request.params;
      const nominationId = categoryIdOf(categoryId);
      const nominee = nominationId === undefined ? undefined : await findOpenNominee(request.body.nominee_id, nominationId, now);
      if (!nominee) {
        const category = await findCategory(app.db, categoryId, requestLanguage(request));
        if (!(await isVotingOpen(app.db, category.id, now))) throw new AppError(409, 'voting_closed', 'error.voting_closed');
        throw errors.notFound();
      }

      const vote = await insertVote({
        roundId: nominee.roundId,
        nominationId: nominee.nominationId,
        nomineeId: nominee.id,
        userId: user.id,
        clientHash: clientHash(request),
      });
      if (!vote) throw new AppError(409, 'already_voted', 'error.already_voted');
      return reply.code(201).send({
        id: vote.id,
        round_id: vote.roundId,
        nomination_id: vote.nominationId,
        nominee_id: vote.nomineeId,
        created_at: vote.createdAt.toISOString(),
      });
    },
  );
};
