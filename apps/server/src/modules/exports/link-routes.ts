import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { linkEntriesExport, linkGuessesExport, linkMessagesExport, linkVotesExport, type ExportKind } from '@awards/contracts';
import { errors } from '../../lib/errors';
import { route } from '../../lib/route';
import { actorOf } from '../staff';
import { findRound } from '../rounds';
import { signedExportLink } from './link-signature';

/**
 * The links the backstage downloads exports from, each for the roles its contract names:
 * organisers every export, moderators the entries and the contact messages they work with.
 */
export const linkRoutes: FastifyPluginAsync = async (app) => {
  const linkFor = (request: FastifyRequest, kind: ExportKind, roundId?: number) =>
    signedExportLink(app.config.jwtSecret, { kind, staffId: actorOf(request).id!, roundId });

  route(app, linkEntriesExport, { handler: (_, request) => linkFor(request, 'entries') });
  route(app, linkGuessesExport, { handler: (_, request) => linkFor(request, 'guesses') });
  route(app, linkMessagesExport, { handler: (_, request) => linkFor(request, 'messages') });
  route(app, linkVotesExport, {
    handler: async ({ body }, request) => {
      if (body.roundId !== undefined && !(await findRound(app.db, body.roundId))) throw errors.notFound();
      return linkFor(request, 'votes', body.roundId);
    },
  });
};
