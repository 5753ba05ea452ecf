import type { FastifyPluginAsync } from 'fastify';
import { grantRole, listStaff, resetSecondFactor, revokeRole } from '@awards/contracts';
import { requestLanguage } from '../../lib/language';
import { route } from '../../lib/route';
import { actorOf } from './actor';
import { staffMembers } from './repository';
import { grantRoleByEmail, resetSecondFactorOf, revokeRoleOf } from './roles';

/** The organisers' page of staff: who holds which role, granting, revoking and resetting second factors. */
export const staffRoutes: FastifyPluginAsync = async (app) => {
  route(app, listStaff, { handler: () => staffMembers(app.db) });

  route(app, grantRole, {
    // A created account's mail speaks the organiser's language: the one the backstage is used in.
    handler: async ({ body: { email, role } }, request) =>
      (await grantRoleByEmail(app, actorOf(request), { email, role, language: requestLanguage(request) })).member,
  });

  route(app, revokeRole, {
    handler: ({ params: { userId, role } }, request) => revokeRoleOf(app.db, actorOf(request), userId, role),
  });

  route(app, resetSecondFactor, {
    handler: ({ params: { userId } }, request) => resetSecondFactorOf(app.db, actorOf(request), userId),
  });
};
