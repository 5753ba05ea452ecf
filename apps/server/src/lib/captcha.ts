import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../config';
import { AppError } from './errors';

/** The part of reCAPTCHA's siteverify answer that decides; v3 adds `action` and `score`. */
const SiteVerifyAnswer = z.object({
  success: z.boolean(),
  action: z.string().optional(),
  score: z.number().optional(),
});

/**
 * Asks the verifier whether a reCAPTCHA v3 token is good for `action`. Fails closed: a verifier
 * that errs, answers non-200 or non-JSON, or takes longer than the timeout means no.
 */
export async function verifyCaptcha(
  recaptcha: Config['recaptcha'] & { secret: string },
  check: { token: string; action: string; remoteIp: string },
  log: FastifyBaseLogger,
): Promise<boolean> {
  try {
    const response = await fetch(recaptcha.verifyUrl, {
      method: 'POST',
      body: new URLSearchParams({ secret: recaptcha.secret, response: check.token, remoteip: check.remoteIp }),
      signal: AbortSignal.timeout(recaptcha.timeoutMs),
    });
    if (!response.ok) {
      log.warn({ status: response.status }, 'captcha verifier answered with an error');
      return false;
    }
    const answer = SiteVerifyAnswer.safeParse(await response.json());
    if (!answer.success) {
      log.warn('captcha verifier answered in an unknown shape');
      return false;
    }
    const { success, action, score } = answer.data;
    return success && action === check.action && score !== undefined && score >= recaptcha.minScore;
  } catch (error) {
    log.warn({ err: error }, 'captcha verifier could not be reached in time');
    return false;
  }
}

/**
 * A preHandler that lets the request through only with a good captcha token in
 * `body.captcha_token` for `action`. Without a configured secret (development) it lets everything
 * through; server start-up warns about that once.
 */
export function requireCaptcha(app: FastifyInstance, action: string) {
  return async (request: FastifyRequest) => {
    const { recaptcha } = app.config;
    if (!recaptcha.secret) return;
    const token = (request.body as { captcha_token?: unknown } | undefined)?.captcha_token;
    const passed =
      typeof token === 'string' &&
      (await verifyCaptcha({ ...recaptcha, secret: recaptcha.secret }, { token, action, remoteIp: request.ip }, request.log));
    if (!passed) throw new AppError(403, 'captcha_failed', 'error.captcha_failed');
  };
}
