import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SignInRequest, TokenResponse } from '@awards/contracts';
import { AppError } from '../../lib/errors';
import { byEmail, byIp, rateLimit } from '../../lib/rate-limit';
import { consumeOneTimePassword, findAccountByEmail } from './accounts';
import { passwordMatches } from './passwords';
import { issueToken } from './tokens';

/** One answer for an unknown email, a wrong password and an account without a password yet. */
const invalidCredentials = () => new AppError(400, 'invalid_credentials', 'error.invalid_credentials');

/**
 * POST /token: signs in with the password or with a mailed one-time password. The latter is used
 * up and answers a token that is only good for choosing a new password.
 */
export const signInRoute: FastifyPluginAsyncZod = async (app) => {
  const limits = app.config.rateLimits;
  app.post(
    '/token',
    {
      schema: {
        summary: 'Sign in and get a bearer token',
        tags: ['user'],
        body: SignInRequest,
        response: { 200: TokenResponse },
      },
      preHandler: [rateLimit(app, 'sign-in-ip', limits.signInPerIp, byIp), rateLimit(app, 'sign-in-email', limits.signInPerEmail, byEmail)],
    },
    async (request) => {
      const { email, password } = request.body;
      const account = await findAccountByEmail(app.db, email);
      // Both checks always run (on decoys when there is nothing stored), so timing tells nothing.
      const [isPassword, isOneTimePassword] = await Promise.all([
        passwordMatches(account?.passwordHash, password),
        passwordMatches(account?.oneTimePasswordHash, password),
      ]);
      if (!account || account.blocked) throw invalidCredentials();
      if (isPassword) return { token: await issueToken(app.config, account) };
      const { oneTimePasswordHash, oneTimePasswordExpiresAt } = account;
      const oneTimeUsable = isOneTimePassword && oneTimePasswordHash && oneTimePasswordExpiresAt && oneTimePasswordExpiresAt > new Date();
      if (oneTimeUsable && (await consumeOneTimePassword(app.db, account.id, oneTimePasswordHash))) {
        return { token: await issueToken(app.config, account, { passwordChangeOnly: true }), password_change_required: true as const };
      }
      throw invalidCredentials();
    },
  );
};
