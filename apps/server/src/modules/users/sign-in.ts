import type { FastifyPluginAsync } from 'fastify';
import { signIn } from '@awards/contracts';
import { AppError } from '../../lib/errors';
import { byEmail, byIp, rateLimit } from '../../lib/rate-limit';
import { route } from '../../lib/route';
import { passwordMatches } from './passwords';
import { consumeOneTimePassword, findAccountByEmail } from './repository';
import { issueToken } from './tokens';

/** One answer for an unknown email, a wrong password and an account without a password yet. */
const invalidCredentials = () => new AppError(400, 'invalid_credentials', 'error.invalid_credentials');

/**
 * Signs in with the password or with a mailed one-time password. The latter is used up and
 * answers a token that is only good for choosing a new password.
 */
export const signInRoute: FastifyPluginAsync = async (app) => {
  const limits = app.config.rateLimits;
  route(app, signIn, {
    preHandler: [rateLimit(app, 'sign-in-ip', limits.signInPerIp, byIp), rateLimit(app, 'sign-in-email', limits.signInPerEmail, byEmail)],
    handler: async ({ body: { email, password } }) => {
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
        return { token: await issueToken(app.config, account, { passwordChangeOnly: true }), passwordChangeRequired: true as const };
      }
      throw invalidCredentials();
    },
  });
};
