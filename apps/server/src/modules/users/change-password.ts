import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ChangePasswordRequest, TokenResponse } from '@awards/contracts';
import { errors } from '../../lib/errors';
import { setPassword } from './accounts';
import { authenticateForPasswordChange, signedInUser } from './authentication';
import { hashPassword, isCommonPassword } from './passwords';
import { issueToken } from './tokens';

/** POST /password: sets a new password, revokes every earlier token and answers a fresh full one. */
export const changePasswordRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/password',
    {
      schema: {
        summary: 'Choose a new password (also with the token won by a one-time password)',
        tags: ['user'],
        security: [{ bearerAuth: [] }],
        body: ChangePasswordRequest,
        response: { 200: TokenResponse },
      },
      onRequest: authenticateForPasswordChange,
    },
    async (request) => {
      const { password } = request.body;
      if (isCommonPassword(password)) throw errors.invalidField('password', 'validation.common_password');
      const account = await setPassword(app.db, signedInUser(request).id, await hashPassword(password));
      if (!account) throw errors.unauthorized();
      return { token: await issueToken(app.config, account) };
    },
  );
};
