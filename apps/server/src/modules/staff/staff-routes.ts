import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { grantRole, listStaff, resetSecondFactor, revokeRole } from '@awards/contracts';
import { requestLanguage } from '../../lib/language';
import { route } from '../../lib/route';
import { signedInUser } from '../users';
import { actorOf } from './actor';
import { staffMembers } from './repository';
import { grantRoleByEmail, resetSecondFactorOf, revokeRoleOf, type RoleActor, type StaffServices } from './roles';

/** The app, and the origin the organiser reached it at: the mails link to the backstage they use. */
const servicesFor = (app: FastifyInstance, request: FastifyRequest): StaffServices => ({ db: app.db, config: app.config, origin: `${request.protocol}://${request.host}/` });

/** The organiser as the audit log records them, and by name for the mail to the person whose role changed. */
const organiserOf = (request: FastifyRequest): RoleActor => ({ ...actorOf(request), name: signedInUser(request).name });

/** The organisers' page of staff: who holds which role, granting, revoking and resetting second factors. */
export const staffRoutes: FastifyPluginAsync = async (app) => {
  route(app, listStaff, { handler: () => staffMembers(app.db) });

  route(app, grantRole, {
    // A created account takes the organiser's language, the one the backstage is used in, for its mail too.
    handler: async ({ body: { email, role } }, request) =>
      (await grantRoleByEmail(servicesFor(app, request), organiserOf(request), { email, role, language: requestLanguage(request) })).member,
  });

  route(app, revokeRole, {
    handler: async ({ params: { userId, role } }, request) => (await revokeRoleOf(servicesFor(app, request), organiserOf(request), userId, role)).member,
  });

  route(app, resetSecondFactor, {
    handler: ({ params: { userId } }, request) => resetSecondFactorOf(app.db, actorOf(request), userId),
  });
};
