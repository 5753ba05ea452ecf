import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { addNominee, buildShortlist, getNomineeBoard, orderNominees, removeNominee } from '@awards/contracts';
import { route } from '../../lib/route';
import { actorOf } from '../staff';
import { listRound, nomineeBoard, type NomineeVotes } from './nominee-board';
import * as writes from './nominee-writes';

/**
 * The organisers' side of a round's nominees per nomination: the list with what it can be picked
 * from, and its changes, each recorded in the audit log with the change. Every answer is the list
 * as it stands afterwards.
 */
export const backstageNomineeRoutes: FastifyPluginAsync<{ votes: NomineeVotes }> = async (app, { votes }) => {
  /** A change to a list once its round and nomination are known to exist (404 otherwise); the list as it then stands. */
  async function change({ roundId, nominationId }: writes.ListKey, request: FastifyRequest, write: (key: writes.ListKey) => Promise<void>) {
    const round = await listRound(app.db, roundId, nominationId);
    await write({ roundId, nominationId });
    return nomineeBoard(app.db, votes, round, nominationId, actorOf(request));
  }

  route(app, getNomineeBoard, {
    handler: async ({ params }, request) => nomineeBoard(app.db, votes, await listRound(app.db, params.roundId, params.nominationId), params.nominationId, actorOf(request)),
  });

  route(app, addNominee, {
    handler: ({ params, body }, request) => change(params, request, (key) => writes.addNominee(app.db, key, body, actorOf(request))),
  });

  route(app, buildShortlist, {
    handler: ({ params, body }, request) => change(params, request, (key) => writes.buildShortlist(app.db, key, body, actorOf(request))),
  });

  route(app, orderNominees, {
    handler: ({ params, body }, request) => change(params, request, (key) => writes.orderNominees(app.db, key, body.nomineeIds, actorOf(request))),
  });

  route(app, removeNominee, {
    handler: ({ params, query }, request) =>
      change(params, request, (key) => writes.removeNominee(app.db, votes, key, params.nomineeId, query.voidVotes === 'true', actorOf(request))),
  });
};
