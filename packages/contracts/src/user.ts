import { z } from 'zod';
import type { Camel } from './wire-case';
import { messageWithCount } from './messages';
import { PASSWORD_MAX, PASSWORD_MIN, TEXT_MAX, TEXT_MIN, captchaTokenRule, emailRule, requiredText } from './rules';
import { CAPTCHA_ACTIONS } from './captcha-actions';

/** The captcha action a form names: absent is 'required', any other value 'invalid'. */
export const actionRule = <Action extends string>(action: Action) =>
  z.literal(action, { error: (issue) => (issue.input === undefined || issue.input === null ? 'validation.required' : 'validation.invalid') });

export const SignUpRequest = z.object({
  email: emailRule,
  name: requiredText(TEXT_MIN, TEXT_MAX),
  captcha_token: captchaTokenRule,
  action: actionRule(CAPTCHA_ACTIONS.signup),
});
export type SignUpRequest = Camel<z.infer<typeof SignUpRequest>>;

export const SignUpResponse = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
export type SignUpResponse = Camel<z.infer<typeof SignUpResponse>>;

export const SignInRequest = z.object({
  email: emailRule,
  // Not trimmed: a password is compared exactly as typed.
  password: z
    .string({ error: 'validation.required' })
    .min(1, 'validation.required')
    .min(TEXT_MIN, messageWithCount('validation.min', TEXT_MIN))
    .max(TEXT_MAX, messageWithCount('validation.max', TEXT_MAX)),
  /** Asked for only after many failed sign-ins to the email (`captcha_required`). */
  captcha_token: captchaTokenRule.optional(),
  action: actionRule(CAPTCHA_ACTIONS.signIn).optional(),
});
export type SignInRequest = Camel<z.infer<typeof SignInRequest>>;

export const TokenResponse = z.object({
  token: z.string(),
  password_change_required: z.literal(true).optional(),
});
export type TokenResponse = Camel<z.infer<typeof TokenResponse>>;

export const NewPassword = z
  .string({ error: 'validation.required' })
  .min(1, 'validation.required')
  .min(PASSWORD_MIN, messageWithCount('validation.min', PASSWORD_MIN))
  .max(PASSWORD_MAX, messageWithCount('validation.max', PASSWORD_MAX));

export const ChangePasswordRequest = z.object({ password: NewPassword });
export type ChangePasswordRequest = Camel<z.infer<typeof ChangePasswordRequest>>;

export const ResetPasswordRequest = z.object({
  email: emailRule,
  captcha_token: captchaTokenRule,
  action: actionRule(CAPTCHA_ACTIONS.forgetPassword),
});
export type ResetPasswordRequest = Camel<z.infer<typeof ResetPasswordRequest>>;

export const ResetPasswordResponse = z.object({ status: z.literal('ok') });

export const UserStats = z.object({
  applications: z.number().int(),
  votes: z.number().int(),
  guesses: z.number().int(),
});
export type UserStats = Camel<z.infer<typeof UserStats>>;

export const MeResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  stats: UserStats,
});
export type MeResponse = Camel<z.infer<typeof MeResponse>>;

/** A token with this scope is only good for choosing a new password. */
export const PASSWORD_CHANGE_SCOPE = 'password_change';

/** Claims of the bearer token; `exp` is in seconds, `ver` the account's token version. */
export const TokenClaims = z.object({
  sub: z.string().regex(/^[1-9]\d{0,9}$/),
  name: z.string(),
  email: z.string(),
  exp: z.number().int(),
  ver: z.number().int().nonnegative(),
  scope: z.literal(PASSWORD_CHANGE_SCOPE).optional(),
  /** Set on a token won with the backstage's second factor: the version of the factor it was won with. */
  sf: z.number().int().nonnegative().optional(),
});
export type TokenClaims = Camel<z.infer<typeof TokenClaims>>;
