import type { FastifyPluginAsync } from 'fastify';
import { sealRound as sealRoundEndpoint, viewSealedStandings } from '@awards/contracts';
import { AppError, errors } from '../../lib/errors';
import { route } from '../../lib/route';
import { recordAudit } from '../audit';
import { actorOf } from '../staff';
import { findRound, sealOf, sealedStandings } from '../rounds';
import { sealRound } from './seal';

/** The organisers' side of the results: sealing a closed round, and the audited look at sealed standings. */
export const backstageResultRoutes: FastifyPluginAsync = async (app) => {
  route(app, sealRoundEndpoint, {
    handler: async ({ params }, request) => {
      return sealOf(await sealRound(app.db, params.roundId, actorOf(request)))!;
    },
  });

  route(app, viewSealedStandings, {
    handler: async ({ params }, request) => {
      const round = await findRound(app.db, params.roundId);
      if (!round) throw errors.notFound();
      const [seal, standings] = [sealOf(round), await sealedStandings(app.db, round)];
      if (!seal || !standings) throw new AppError(409, 'round_not_sealed', 'error.round_not_sealed');
      // Before the reveal nobody sees standings unseen: each look is on the record.
      await recordAudit(app.db, actorOf(request), { action: 'round.view_standings', subjectType: 'round', subjectId: round.id, after: { digest: seal.digest } });
      return { seal, standings };
    },
  });
};
