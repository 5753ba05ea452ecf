import type { FastifyPluginAsync } from 'fastify';
import { sealRound as sealRoundEndpoint, viewSealedStandings } from '@awards/contracts';
import { AppError, errors } from '../../lib/errors';
import { route } from '../../lib/route';
import { recordAudit } from '../audit';
import { actorOf } from '../staff';
import { findRound, sealedStandings } from '../voting';
import { sealRound } from './seal';

/** The organisers' side of the results: sealing a closed round, and the audited look at sealed standings. */
export const backstageResultRoutes: FastifyPluginAsync = async (app) => {
  route(app, sealRoundEndpoint, {
    handler: async ({ params }, request) => {
      const sealed = await sealRound(app.db, params.roundId, actorOf(request));
      return { sealedAt: sealed.sealedAt!.toISOString(), digest: sealed.standingsDigest! };
    },
  });

  route(app, viewSealedStandings, {
    handler: async ({ params }, request) => {
      const round = await findRound(app.db, params.roundId);
      if (!round) throw errors.notFound();
      const standings = sealedStandings(round);
      if (!standings || !round.sealedAt || !round.standingsDigest) throw new AppError(409, 'round_not_sealed', 'error.round_not_sealed');
      const seal = { sealedAt: round.sealedAt.toISOString(), digest: round.standingsDigest };
      // Before the reveal nobody sees standings unseen: each look is on the record.
      await recordAudit(app.db, actorOf(request), { action: 'round.view_standings', subjectType: 'round', subjectId: round.id, after: { digest: seal.digest } });
      return { seal, standings };
    },
  });
};
