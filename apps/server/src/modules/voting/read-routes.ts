import type { FastifyPluginAsync } from 'fastify';
import { getCurrentVoting, getVotingNomination } from '@awards/contracts';
import { requestLanguage } from '../../lib/language';
import { route } from '../../lib/route';
import { entryClips } from '../entries';
import {
  findNomination,
  isNominationRevealed,
  nominationStandingOf,
  publicResults,
  readCurrentVoting,
  readLiveReveals,
  readNominees,
  readRounds,
  resultDecision,
  sealedStandings,
  shownRound,
  toRoundView,
} from '../rounds';
import { findVote } from './repository';

/** What the voting page and the 'Voting period started' popup show. */
export const votingReadRoutes: FastifyPluginAsync = async (app) => {
  route(app, getCurrentVoting, { handler: () => readCurrentVoting(app.db, new Date()) });

  route(app, getVotingNomination, {
    handler: async ({ params }, request, reply) => {
      // The nominees' clips carry addresses signed for minutes: no shared cache may keep the page.
      reply.header('vary', 'Accept-Language').header('cache-control', 'private, no-store');
      const now = new Date();
      const [nomination, rounds] = await Promise.all([findNomination(app.db, params.nominationId, requestLanguage(request)), readRounds(app.db)]);
      const round = shownRound(rounds, now);
      if (!round) return { nomination, round: null, nominees: [], myVote: null, results: null, decision: null };

      const [stored, vote, reveals] = await Promise.all([
        readNominees(app.db, round.id, nomination.id),
        request.user ? findVote(app.db, request.user.id, round.id, nomination.id) : undefined,
        round.liveReveal ? readLiveReveals(app.db, round.id) : undefined,
      ]);
      const moments = await entryClips(app, stored.flatMap((nominee) => nominee.applicationId ?? []), now, 'public');
      const nominees = stored.map(({ applicationId, ...nominee }) => {
        const moment = applicationId === null ? undefined : moments.get(applicationId);
        return { ...nominee, clip: moment?.clip ?? null, timeCode: moment?.timeCode ?? null };
      });
      const standings = await sealedStandings(app.db, round);
      const revealed = standings && isNominationRevealed(round, reveals?.get(round.id) ?? new Set(), nomination.id, now);
      const standing = revealed ? nominationStandingOf(standings, nomination.id) : undefined;
      return {
        nomination,
        round: toRoundView(round, now),
        nominees,
        myVote: vote ? { nomineeId: vote.nomineeId, createdAt: vote.createdAt.toISOString() } : null,
        results: standing ? publicResults(standing) : null,
        decision: standing && standings ? resultDecision(standing, standings.round.tieBreak) : null,
      };
    },
  });
};
