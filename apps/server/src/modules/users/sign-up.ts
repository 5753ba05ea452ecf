import type { FastifyPluginAsync } from 'fastify';
import { CAPTCHA_ACTIONS, signUp } from '@awards/contracts';
import { requireCaptcha } from '../../lib/captcha';
import { addressHasher } from '../../lib/address-hash';
import { AppError } from '../../lib/errors';
import { requestLanguage } from '../../lib/language';
import { byIp, rateLimit } from '../../lib/rate-limit';
import { route } from '../../lib/route';
import { isDisposableEmail } from './disposable';
import { mailOneTimePassword } from './mail-templates';
import { newOneTimePassword } from './passwords';
import { createAccount } from './repository';

/** A throwaway mailbox makes accounts cost nothing: refused, with the message beside the email field too. */
const disposableEmail = () => new AppError(400, 'disposable_email', 'error.disposable_email', { email: 'error.disposable_email' });

/**
 * Creates the account and mails its first one-time password in the visitor's language: one
 * account per mailbox (see mailbox.ts), none at a throwaway mail service.
 */
export const signUpRoute: FastifyPluginAsync = async (app) => {
  const hashes = addressHasher(app.config.jwtSecret);
  route(app, signUp, {
    preHandler: [rateLimit(app, 'sign-up', app.config.rateLimits.signUp, byIp), requireCaptcha(app, CAPTCHA_ACTIONS.signup)],
    handler: async ({ body: { email, name } }, request) => {
      if (isDisposableEmail(email)) throw disposableEmail();
      const language = requestLanguage(request);
      const oneTimePassword = await newOneTimePassword();
      // Without its mail nobody could sign in to the account: both are stored together, or neither.
      const account = await app.db.transaction(async (tx) => {
        const created = await createAccount(tx, { email, name, language, oneTimePassword, signUpAddressHash: hashes.address(request) });
        if (created) await mailOneTimePassword(tx, app.config.appTitle, created, { reason: 'sign_up', language, password: oneTimePassword.password });
        return created;
      });
      if (!account) throw new AppError(409, 'account_exists', 'error.account_exists');
      return { id: account.id, name: account.name, email: account.email };
    },
  });
};
