import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { CAPTCHA_ACTIONS, signIn } from '@awards/contracts';
import { requireCaptcha } from '../../lib/captcha';
import { AppError } from '../../lib/errors';
import { byEmail, byIp, failureLimit, rateLimit } from '../../lib/rate-limit';
import { route } from '../../lib/route';
import { passwordMatches } from './passwords';
import { consumeOneTimePassword, findAccountByEmail } from './repository';
import { issueToken } from './tokens';

/** One answer for an unknown email, a wrong password and an account without a password yet. */
const invalidCredentials = () => new AppError(400, 'invalid_credentials', 'error.invalid_credentials');

/**
 * Failed sign-ins never lock an owner out. They count per email and address: a pair past its
 * failures waits (the guesser, not the owner elsewhere), and an email past a higher number from
 * anywhere asks every sign-in to it for a captcha, which the owner passes and a script does not.
 */
function failedSignIns(app: FastifyInstance) {
  const limits = app.config.rateLimits;
  const perPair = failureLimit(app, 'sign-in-failures', limits.signInFailuresPerPair, (request) => `${byEmail(request)} ${byIp(request)}`);
  const perEmail = failureLimit(app, 'sign-in-email-failures', limits.signInFailuresBeforeCaptcha, byEmail);
  const captcha = requireCaptcha(app, CAPTCHA_ACTIONS.signIn);
  return {
    preHandler: [
      perPair.refuse,
      async (request: FastifyRequest) => {
        if (!(await perEmail.reached(request))) return;
        if (app.config.recaptcha.secret && !(request.body as { captcha_token?: string }).captcha_token) {
          throw new AppError(403, 'captcha_required', 'error.captcha_required');
        }
        await captcha(request);
      },
    ],
    record: (request: FastifyRequest) => Promise.all([perPair.record(request), perEmail.record(request)]),
  };
}

/**
 * Signs in with the password or with a mailed one-time password. The latter is used up and
 * answers a token that is only good for choosing a new password.
 */
export const signInRoute: FastifyPluginAsync = async (app) => {
  const failures = failedSignIns(app);
  route(app, signIn, {
    preHandler: [rateLimit(app, 'sign-in-ip', app.config.rateLimits.signInPerIp, byIp), ...failures.preHandler],
    handler: async ({ body: { email, password } }, request) => {
      const account = await findAccountByEmail(app.db, email);
      // Both checks always run (on decoys when there is nothing stored), so timing tells nothing.
      const [isPassword, isOneTimePassword] = await Promise.all([
        passwordMatches(account?.passwordHash, password),
        passwordMatches(account?.oneTimePasswordHash, password),
      ]);
      if (account && !account.blocked) {
        if (isPassword) return { token: await issueToken(app.config, account) };
        const { oneTimePasswordHash, oneTimePasswordExpiresAt } = account;
        const oneTimeUsable = isOneTimePassword && oneTimePasswordHash && oneTimePasswordExpiresAt && oneTimePasswordExpiresAt > new Date();
        if (oneTimeUsable && (await consumeOneTimePassword(app.db, account.id, oneTimePasswordHash))) {
          return { token: await issueToken(app.config, account, { passwordChangeOnly: true }), passwordChangeRequired: true as const };
        }
      }
      await failures.record(request);
      throw invalidCredentials();
    },
  });
};
