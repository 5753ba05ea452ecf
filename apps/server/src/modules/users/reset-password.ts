import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { CAPTCHA_ACTIONS, resetPassword, type LanguageCode } from '@awards/contracts';
import { requireCaptcha } from '../../lib/captcha';
import { requestLanguage } from '../../lib/language';
import { byEmail, byIp, rateLimit } from '../../lib/rate-limit';
import { route } from '../../lib/route';
import { mailOneTimePassword } from './mail-templates';
import { newOneTimePassword } from './passwords';
import { findAccountByEmail, storeOneTimePassword } from './repository';

/** Replaces the account's one-time password with a new one and mails it; nothing for an unknown email. */
async function sendNewOneTimePassword(app: FastifyInstance, email: string, language: LanguageCode): Promise<void> {
  const account = await findAccountByEmail(app.db, email);
  if (!account || account.blocked) return;
  const oneTimePassword = await newOneTimePassword();
  await app.db.transaction(async (tx) => {
    await storeOneTimePassword(tx, account.id, oneTimePassword);
    await mailOneTimePassword(tx, app.config.appTitle, account, { reason: 'reset', language, password: oneTimePassword.password });
  });
}

/**
 * Answers the same, at once, whether or not the email has an account; the lookup, hashing and
 * mail happen after the answer so its timing cannot tell either.
 */
export const resetPasswordRoute: FastifyPluginAsync = async (app) => {
  const pending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.all(pending);
  });

  const limits = app.config.rateLimits;
  route(app, resetPassword, {
    preHandler: [
      rateLimit(app, 'reset-ip', limits.reset, byIp),
      rateLimit(app, 'reset-email', limits.reset, byEmail),
      requireCaptcha(app, CAPTCHA_ACTIONS.forgetPassword),
    ],
    handler: ({ body: { email } }, request) => {
      const work = sendNewOneTimePassword(app, email, requestLanguage(request))
        .catch((error: unknown) => request.log.error({ err: error }, 'could not send a new one-time password'))
        .finally(() => pending.delete(work));
      pending.add(work);
      return { status: 'ok' as const };
    },
  });
};
