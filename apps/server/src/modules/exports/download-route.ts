import type { FastifyPluginAsync } from 'fastify';
import { downloadExport, EXPORT_LINKS, type ExportKind } from '@awards/contracts';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/route';
import { recordAudit, type Actor } from '../audit';
import { staffMember } from '../staff';
import { csvStream, type ExportOutcome } from './csv-stream';
import { isSignedExportLink, type ExportGrant } from './link-signature';
import { SHEETS } from './sheets';

const forbidden = () => new AppError(403, 'forbidden', 'error.forbidden');

/** `votes-2026-11-27.csv`, or `votes-round-2-2026-11-27.csv` for one round: the day it was taken, in UTC. */
const fileName = ({ kind, roundId }: ExportGrant, now: Date) => `${[kind, ...(roundId === undefined ? [] : ['round', roundId]), now.toISOString().slice(0, 10)].join('-')}.csv`;

/**
 * An export at its signed link. The signature stands in for the token; the holder's roles are read
 * again here, so a link stops working the moment its holder's role is revoked. The rows stream out
 * as they are read, and the download is recorded in the audit log: who, what, how many rows, and
 * whether it ran to the end; never anything the file holds.
 */
export const downloadRoute: FastifyPluginAsync = async (app) => {
  const recordDownload = (actor: Actor, kind: ExportKind, after: { roundId: number | null; rows: number; complete: boolean }) =>
    recordAudit(app.db, actor, { action: 'export.download', subjectType: 'export', subjectId: kind, after });

  route(app, downloadExport, {
    handler: async ({ params, query }, request, reply) => {
      const grant: ExportGrant = { kind: params.kind, staffId: query.staffId, roundId: query.roundId };
      if (!isSignedExportLink(app.config.jwtSecret, grant, query.expires, query.signature)) throw forbidden();
      const member = await staffMember(app.db, grant.staffId);
      const roles: readonly string[] = EXPORT_LINKS[grant.kind].roles;
      if (!member?.roles.some((role) => roles.includes(role))) throw forbidden();

      const actor: Actor = { id: member.id, email: member.email };
      const finished = ({ rows, complete }: ExportOutcome) =>
        recordDownload(actor, grant.kind, { roundId: grant.roundId ?? null, rows, complete }).catch((error: unknown) => {
          request.log.error({ err: error }, 'an export could not be recorded in the audit log');
          throw error;
        });
      const sheet = await SHEETS[grant.kind]({ db: app.db, jwtSecret: app.config.jwtSecret, roundId: grant.roundId });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName(grant, new Date())}"`)
        .header('x-content-type-options', 'nosniff')
        // Personal data: kept by no cache, shared or the browser's.
        .header('cache-control', 'private, no-store')
        .send(csvStream(sheet, finished));
    },
  });
};
