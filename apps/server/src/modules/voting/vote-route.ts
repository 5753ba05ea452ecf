import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { CAPTCHA_ACTIONS, castVote } from '@awards/contracts';
import { requireCaptcha } from '../../lib/captcha';
import { addressHasher } from '../../lib/address-hash';
import { AppError, errors } from '../../lib/errors';
import { requestLanguage } from '../../lib/language';
import { byIp, rateLimit } from '../../lib/rate-limit';
import { route } from '../../lib/route';
import { findNomination, isVotingOpen, nominationIdOf, openNomineeFinder } from '../rounds';
import { tokenHolder, type TokenHolder } from '../users';
import { ballotBox } from './ballot-box';
import { prepareVoteInsert } from './vote-statement';

/**
 * One vote per user, nomination and round, and a limited number per address in a window, however
 * many accounts and user agents it uses (see DEFAULT_RATE_LIMITS). A vote goes in the ballot box,
 * whose one statement per batch checks the voter's account and the nominee and stores it; only a
 * vote not stored looks further, to say why.
 */
export const voteRoute: FastifyPluginAsync = async (app) => {
  const hashes = addressHasher(app.config.jwtSecret);
  const cast = ballotBox(prepareVoteInsert(app.db));
  const findOpenNominee = openNomineeFinder(app.db);
  const { votesPerAddress, votesPerAddressWindowMs } = app.config.rateLimits;
  const countAddress = votesPerAddress > 0 ? rateLimit(app, 'vote', votesPerAddress, byIp, { windowMs: votesPerAddressWindowMs }) : async () => {};

  // Whom each vote's token names, from the authentication to the handler.
  const holders = new WeakMap<FastifyRequest, TokenHolder>();

  route(app, castVote, {
    // The token is checked by itself here, its account by the statement that stores the vote. Every
    // vote sent from an address counts, counted meanwhile: a bad token is still answered first
    // (401), and an address past its votes is refused before the captcha is asked, at no verification's cost.
    authenticate: async (request, reply) => {
      const [holder, counted] = await Promise.allSettled([tokenHolder(request), countAddress(request, reply)]);
      if (holder.status === 'rejected') throw holder.reason;
      if (counted.status === 'rejected') throw counted.reason;
      holders.set(request, holder.value);
    },
    preHandler: requireCaptcha(app, CAPTCHA_ACTIONS.vote),
    handler: async ({ params, body }, request) => {
      const { id: userId, tokenVersion } = holders.get(request)!;
      const castAt = new Date();
      const nominationId = nominationIdOf(params.nominationId);
      const vote =
        nominationId === undefined
          ? undefined
          : await cast({ userId, tokenVersion, nominationId, nomineeId: body.nomineeId, clientHash: hashes.client(request), addressHash: hashes.address(request), castAt });
      if (!vote) {
        // Not stored: a token its account no longer takes (401), a repeat if the nominee is open, else a nomination closed or unknown.
        await app.authenticate(request);
        if (nominationId !== undefined && (await findOpenNominee(body.nomineeId, nominationId, castAt))) throw new AppError(409, 'already_voted', 'error.already_voted');
        const nomination = await findNomination(app.db, params.nominationId, requestLanguage(request));
        if (!(await isVotingOpen(app.db, nomination.id, castAt))) throw new AppError(409, 'voting_closed', 'error.voting_closed');
        throw errors.notFound();
      }
      return { id: vote.id, roundId: vote.roundId, nominationId: vote.nominationId, nomineeId: vote.nomineeId, createdAt: vote.createdAt.toISOString() };
    },
  });
};
