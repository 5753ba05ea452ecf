import type { FastifyPluginAsync } from 'fastify';
import { CAPTCHA_ACTIONS, castVote } from '@awards/contracts';
import { requireCaptcha } from '../../lib/captcha';
import { addressHasher } from '../../lib/address-hash';
import { AppError, errors } from '../../lib/errors';
import { requestLanguage } from '../../lib/language';
import { byIp, rateLimit } from '../../lib/rate-limit';
import { route } from '../../lib/route';
import { signedInUser } from '../users';
import { findNomination, nominationIdOf } from './nomination';
import { isVotingOpen, prepareVoteQueries } from './repository';

/**
 * One vote per user, nomination and round, and a limited number per address in a window, however
 * many accounts and user agents it uses (see DEFAULT_RATE_LIMITS). A good vote costs two queries
 * (the nominee with its open round, then the insert); only a refused one looks further to say why.
 */
export const voteRoute: FastifyPluginAsync = async (app) => {
  const hashes = addressHasher(app.config.jwtSecret);
  const { findOpenNominee, insertVote } = prepareVoteQueries(app.db);
  const { votesPerAddress, votesPerAddressWindowMs } = app.config.rateLimits;
  // Counted before the captcha is asked: an address past its votes costs no verification.
  const perAddress = votesPerAddress > 0 ? [rateLimit(app, 'vote', votesPerAddress, byIp, { windowMs: votesPerAddressWindowMs })] : [];

  route(app, castVote, {
    preHandler: [...perAddress, requireCaptcha(app, CAPTCHA_ACTIONS.vote)],
    handler: async ({ params, body }, request) => {
      const user = signedInUser(request);
      const now = new Date();
      const nominationId = nominationIdOf(params.nominationId);
      const nominee = nominationId === undefined ? undefined : await findOpenNominee(body.nomineeId, nominationId, now);
      if (!nominee) {
        const nomination = await findNomination(app.db, params.nominationId, requestLanguage(request));
        if (!(await isVotingOpen(app.db, nomination.id, now))) throw new AppError(409, 'voting_closed', 'error.voting_closed');
        throw errors.notFound();
      }

      const vote = await insertVote({
        roundId: nominee.roundId,
        nominationId: nominee.nominationId,
        nomineeId: nominee.id,
        userId: user.id,
        clientHash: hashes.client(request),
        addressHash: hashes.address(request),
      });
      if (!vote) throw new AppError(409, 'already_voted', 'error.already_voted');
      return { id: vote.id, roundId: vote.roundId, nominationId: vote.nominationId, nomineeId: vote.nomineeId, createdAt: vote.createdAt.toISOString() };
    },
  });
};
