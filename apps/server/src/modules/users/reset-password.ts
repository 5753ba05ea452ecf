import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CAPTCHA_ACTIONS, ResetPasswordRequest, ResetPasswordResponse, type LanguageCode } from '@awards/contracts';
import { requireCaptcha } from '../../lib/captcha';
import { requestLanguage } from '../../lib/language';
import { byEmail, byIp, rateLimit } from '../../lib/rate-limit';
import { findAccountByEmail, storeOneTimePassword } from './accounts';
import { mailOneTimePassword } from './mail-templates';
import { newOneTimePassword } from './passwords';

/** Replaces the account's one-time password with a new one and mails it; nothing for an unknown email. */
async function sendNewOneTimePassword(app: FastifyInstance, email: string, language: LanguageCode): Promise<void> {
  const account = await findAccountByEmail(app.db, email);
  if (!account || account.blocked) return;
  const oneTimePassword = await newOneTimePassword();
  await storeOneTimePassword(app.db, account.id, oneTimePassword);
  await mailOneTimePassword(app, account, 'reset', language, oneTimePassword.password);
}

/**
 * POST /reset-password: answers the same, at once, whether or not the email has an account; the
 * lookup, hashing and mail happen after the answer so its timing cannot tell either.
 */
export const resetPasswordRoute: FastifyPluginAsyncZod = async (app) => {
  const pending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.all(pending);
  });

  const limits = app.config.rateLimits;
  app.post(
    '/reset-password',
    {
      schema: {
        summary: 'Mail a new one-time password to the account with this email, if there is one',
        tags: ['user'],
        body: ResetPasswordRequest,
        response: { 200: ResetPasswordResponse },
      },
      preHandler: [
        rateLimit(app, 'reset-ip', limits.reset, byIp),
        rateLimit(app, 'reset-email', limits.reset, byEmail),
        requireCaptcha(app, CAPTCHA_ACTIONS.forgetPassword),
      ],
    },
    async (request) => {
      const { email } = request.body;
      const work = sendNewOneTimePassword(app, email, requestLanguage(request))
        .catch((error: unknown) => request.log.error({ err: error }, 'could not send a new one-time password'))
        .finally(() => pending.delete(work));
      pending.add(work);
      return { status: 'ok' as const };
    },
  );
};
