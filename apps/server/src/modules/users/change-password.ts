import type { FastifyPluginAsync } from 'fastify';
import { changePassword } from '@awards/contracts';
import { errors } from '../../lib/errors';
import { route } from '../../lib/route';
import { authenticateForPasswordChange, signedInUser } from './authentication';
import { hashPassword, isCommonPassword } from './passwords';
import { setPassword } from './repository';
import { issueToken } from './tokens';

/** Sets a new password, revokes every earlier token and answers a fresh full one. */
export const changePasswordRoute: FastifyPluginAsync = async (app) => {
  route(app, changePassword, {
    // The token a one-time password won is good here, and only here.
    authenticate: authenticateForPasswordChange,
    handler: async ({ body: { password } }, request) => {
      if (isCommonPassword(password)) throw errors.invalidField('password', 'validation.common_password');
      const account = await setPassword(app.db, signedInUser(request).id, await hashPassword(password));
      if (!account) throw errors.unauthorized();
      return { token: await issueToken(app.config, account) };
    },
  });
};
