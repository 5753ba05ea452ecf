import type { FastifyPluginAsync } from 'fastify';
import { downloadStandings } from '@awards/contracts';
import { AppError, errors } from '../../lib/errors';
import { route } from '../../lib/route';
import { findRound, readStandingsText, roundStatus } from '../rounds';

/**
 * A revealed round's standings, byte for byte as sealed: the SHA-256 of this body is the digest
 * the site shows. The digest is public from the sealing on, the document only once the round is
 * revealed in full: until then a round that exists answers 409 not_revealed_yet, saying when.
 */
export const standingsDownloadRoute: FastifyPluginAsync = async (app) => {
  route(app, downloadStandings, {
    handler: async ({ params }, _request, reply) => {
      const round = await findRound(app.db, params.roundId);
      if (!round) throw errors.notFound();
      const standings = roundStatus(round, new Date()) === 'revealed' ? await readStandingsText(app.db, round.id) : undefined;
      if (!standings) throw new AppError(409, 'not_revealed_yet', 'error.not_revealed_yet');
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="standings-round-${round.id}.json"`)
        .header('etag', `"${round.standingsDigest}"`)
        .header('cache-control', 'public, max-age=300')
        .send(standings);
    },
  });
};
