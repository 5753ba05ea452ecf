import type { FastifyPluginAsync } from 'fastify';
import { CAPTCHA_ACTIONS, signUp } from '@awards/contracts';
import { requireCaptcha } from '../../lib/captcha';
import { AppError } from '../../lib/errors';
import { requestLanguage } from '../../lib/language';
import { byIp, rateLimit } from '../../lib/rate-limit';
import { route } from '../../lib/route';
import { mailOneTimePassword } from './mail-templates';
import { newOneTimePassword } from './passwords';
import { createAccount, deleteAccount } from './repository';

/** Creates the account and mails its first one-time password in the visitor's language. */
export const signUpRoute: FastifyPluginAsync = async (app) => {
  route(app, signUp, {
    preHandler: [rateLimit(app, 'sign-up', app.config.rateLimits.signUp, byIp), requireCaptcha(app, CAPTCHA_ACTIONS.signup)],
    handler: async ({ body: { email, name } }, request) => {
      const language = requestLanguage(request);
      const oneTimePassword = await newOneTimePassword();
      const account = await createAccount(app.db, { email, name, language, oneTimePassword });
      if (!account) throw new AppError(409, 'account_exists', 'error.account_exists');
      try {
        await mailOneTimePassword(app, account, 'sign_up', language, oneTimePassword.password);
      } catch (error) {
        // Without the mail nobody can sign in to the account: drop it, so signing up again works.
        await deleteAccount(app.db, account.id);
        throw error;
      }
      return { id: account.id, name: account.name, email: account.email };
    },
  });
};
