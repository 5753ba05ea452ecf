import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CAPTCHA_ACTIONS, SignUpRequest, SignUpResponse } from '@awards/contracts';
import { requireCaptcha } from '../../lib/captcha';
import { AppError } from '../../lib/errors';
import { requestLanguage } from '../../lib/language';
import { byIp, rateLimit } from '../../lib/rate-limit';
import { createAccount, deleteAccount } from './accounts';
import { mailOneTimePassword } from './mail-templates';
import { newOneTimePassword } from './passwords';

/** POST /new: creates the account and mails its first one-time password in the visitor's language. */
export const signUpRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/new',
    {
      schema: {
        summary: 'Create an account; its one-time password is sent by email',
        tags: ['user'],
        body: SignUpRequest,
        response: { 201: SignUpResponse },
      },
      preHandler: [rateLimit(app, 'sign-up', app.config.rateLimits.signUp, byIp), requireCaptcha(app, CAPTCHA_ACTIONS.signup)],
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const oneTimePassword = await newOneTimePassword();
      const { email, name } = request.body;
      const account = await createAccount(app.db, { email, name, language, oneTimePassword });
      if (!account) throw new AppError(409, 'account_exists', 'error.account_exists');
      try {
        await mailOneTimePassword(app, account, 'sign_up', language, oneTimePassword.password);
      } catch (error) {
        // Without the mail nobody can sign in to the account: drop it, so signing up again works.
        await deleteAccount(app.db, account.id);
        throw error;
      }
      return reply.code(201).send({ id: account.id, name: account.name, email: account.email });
    },
  );
};
