import type { FastifyPluginAsync } from 'fastify';
import { downloadStandings } from '@awards/contracts';
import { errors } from '../../lib/errors';
import { route } from '../../lib/route';
import { findRound, readStandingsText, roundStatus } from '../voting';

/**
 * A revealed round's standings, byte for byte as sealed: the SHA-256 of this body is the digest
 * the site shows. Before the round is revealed in full, there is no such document (404).
 */
export const standingsDownloadRoute: FastifyPluginAsync = async (app) => {
  route(app, downloadStandings, {
    handler: async ({ params }, _request, reply) => {
      const round = await findRound(app.db, params.roundId);
      const standings = round && roundStatus(round, new Date()) === 'revealed' ? await readStandingsText(app.db, round.id) : undefined;
      if (!round || !standings) throw errors.notFound();
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="standings-round-${round.id}.json"`)
        .header('etag', `"${round.standingsDigest}"`)
        .header('cache-control', 'public, max-age=300')
        .send(standings);
    },
  });
};
