import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { EndpointDefinition, StaffRole } from '@awards/contracts';
import { AppError } from '../../lib/errors';
import { signedInUser } from '../users';
import { rolesOf, secondFactorOf } from './repository';

type StaffHook = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The hook a `staff` or `staff-setup` endpoint's route runs: the user, their roles and second factor, from the database. */
    staffAccess: (endpoint: EndpointDefinition) => StaffHook;
  }
  interface FastifyRequest {
    /** The roles the signed-in staff member holds, read for this request. */
    staffRoles: StaffRole[];
  }
}

const forbidden = () => new AppError(403, 'forbidden', 'error.forbidden');

/**
 * Reads roles and the second factor on every request, never from the token: a revoked role or a
 * reset factor stops working on the next request. A plain user gets 403 `forbidden`; staff whose
 * token was not won with the current second factor get 403 `second_factor_required`.
 */
function staffHook(endpoint: EndpointDefinition): StaffHook {
  return async (request) => {
    await request.server.authenticate(request);
    const user = signedInUser(request);
    const roles = await rolesOf(request.server.db, user.id);
    if (roles.length === 0) throw forbidden();
    if (endpoint.access === 'staff') {
      const factor = await secondFactorOf(request.server.db, user.id);
      if (!factor?.confirmedAt || user.secondFactorVersion !== factor.version) {
        throw new AppError(403, 'second_factor_required', 'error.second_factor_required');
      }
      if (endpoint.roles && !endpoint.roles.some((role) => roles.includes(role))) throw forbidden();
    }
    request.staffRoles = roles;
  };
}

/** Registered at the root after authentication, so that `route()` can put it on backstage endpoints. */
export const staffAccess = fp(
  async (app) => {
    app.decorateRequest('staffRoles', null as unknown as StaffRole[]);
    app.decorate('staffAccess', staffHook);
  },
  { name: 'staff-access', dependencies: ['authentication'] },
);
