import type { FastifyPluginAsync } from 'fastify';
import { getCurrentVoting, getVotingNomination } from '@awards/contracts';
import { requestLanguage } from '../../lib/language';
import { route } from '../../lib/route';
import { findNomination } from './nomination';
import { findVote, readNominees, readRounds, readVoteCounts } from './repository';
import { readCurrentVoting, roundStatus, shownRound, toRoundView } from './rounds';
import { nomineeResults } from './shares';

/** What the voting page and the 'Voting period started' popup show. */
export const votingReadRoutes: FastifyPluginAsync = async (app) => {
  route(app, getCurrentVoting, { handler: () => readCurrentVoting(app.db, new Date()) });

  route(app, getVotingNomination, {
    handler: async ({ params }, request, reply) => {
      reply.header('vary', 'Accept-Language');
      const now = new Date();
      const [nomination, rounds] = await Promise.all([findNomination(app.db, params.nominationId, requestLanguage(request)), readRounds(app.db)]);
      const round = shownRound(rounds, now);
      if (!round) return { nomination, round: null, nominees: [], myVote: null, results: null };

      const revealed = roundStatus(round, now) === 'revealed';
      const [nominees, vote, counts] = await Promise.all([
        readNominees(app.db, round.id, nomination.id),
        request.user ? findVote(app.db, request.user.id, round.id, nomination.id) : undefined,
        revealed ? readVoteCounts(app.db, round.id, nomination.id) : undefined,
      ]);
      return {
        nomination,
        round: toRoundView(round, now),
        nominees,
        myVote: vote ? { nomineeId: vote.nomineeId, createdAt: vote.createdAt.toISOString() } : null,
        results: counts ? nomineeResults(nominees.map((nominee) => nominee.id), counts) : null,
      };
    },
  });
};
