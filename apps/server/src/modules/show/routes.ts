import type { FastifyPluginAsync } from 'fastify';
import { getControlRoom, holdNomination as holdNominationEndpoint, resetRehearsal, revealLegend as revealLegendEndpoint, revealResults as revealResultsEndpoint, setRunningOrder as setRunningOrderEndpoint } from '@awards/contracts';
import { requestLanguage } from '../../lib/language';
import { route } from '../../lib/route';
import { recordAudit } from '../audit';
import { deleteRehearsalEvents } from '../live';
import { actorOf } from '../staff';
import { holdNomination, setRunningOrder } from '../rounds';
import { readControlRoom } from './control-room';
import { revealLegend, revealResults } from './reveal';

/** The control room: every move answers the room as it now stands. */
export const showRoutes: FastifyPluginAsync = async (app) => {
  const room = (request: Parameters<typeof requestLanguage>[0]) => readControlRoom(app.db, requestLanguage(request));

  route(app, getControlRoom, { handler: (_input, request) => room(request) });

  route(app, setRunningOrderEndpoint, {
    handler: async ({ body }, request) => {
      await setRunningOrder(app.db, actorOf(request), body.nominationIds);
      return room(request);
    },
  });

  route(app, holdNominationEndpoint, {
    handler: async ({ params, body }, request) => {
      await holdNomination(app.db, actorOf(request), params.nominationId, body.heldBack);
      return room(request);
    },
  });

  route(app, revealResultsEndpoint, {
    handler: async ({ body }, request) => {
      await revealResults(app.db, actorOf(request), body);
      return room(request);
    },
  });

  route(app, revealLegendEndpoint, {
    handler: async ({ params, body }, request) => {
      await revealLegend(app.db, actorOf(request), params.blockId, body.rehearsal);
      return room(request);
    },
  });

  route(app, resetRehearsal, {
    handler: async (_input, request) => {
      await app.db.transaction(async (tx) => {
        await deleteRehearsalEvents(tx);
        await recordAudit(tx, actorOf(request), { action: 'show.rehearsal_reset', subjectType: 'show', subjectId: 'rehearsal' });
      });
      return room(request);
    },
  });
};
