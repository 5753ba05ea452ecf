import { z } from 'zod';
import { messageWithCount } from './messages';
import { PASSWORD_MAX, PASSWORD_MIN, TEXT_MAX, TEXT_MIN, captchaTokenRule, emailRule, requiredText } from './rules';

/** Captcha v3 actions, spec section 5. */
export const CAPTCHA_ACTIONS = { signup: 'signup', forgetPassword: 'forget_password', submitApplication: 'submit_application' } as const;

export const SignUpRequest = z.object({
  email: emailRule,
  name: requiredText(TEXT_MIN, TEXT_MAX),
  captcha_token: captchaTokenRule,
  action: z.literal(CAPTCHA_ACTIONS.signup, 'validation.invalid'),
});
export type SignUpRequest = z.infer<typeof SignUpRequest>;

export const SignUpResponse = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
export type SignUpResponse = z.infer<typeof SignUpResponse>;

export const SignInRequest = z.object({
  email: emailRule,
  // Not trimmed: a password is compared exactly as typed.
  password: z
    .string({ error: 'validation.required' })
    .min(1, 'validation.required')
    .min(TEXT_MIN, messageWithCount('validation.min', TEXT_MIN))
    .max(TEXT_MAX, messageWithCount('validation.max', TEXT_MAX)),
});
export type SignInRequest = z.infer<typeof SignInRequest>;

export const TokenResponse = z.object({
  token: z.string(),
  password_change_required: z.literal(true).optional(),
});
export type TokenResponse = z.infer<typeof TokenResponse>;

export const NewPassword = z
  .string({ error: 'validation.required' })
  .min(1, 'validation.required')
  .min(PASSWORD_MIN, messageWithCount('validation.min', PASSWORD_MIN))
  .max(PASSWORD_MAX, messageWithCount('validation.max', PASSWORD_MAX));

export const ChangePasswordRequest = z.object({ password: NewPassword });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

export const ResetPasswordRequest = z.object({
  email: emailRule,
  captcha_token: captchaTokenRule,
  action: z.literal(CAPTCHA_ACTIONS.forgetPassword, 'validation.invalid'),
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

export const ResetPasswordResponse = z.object({ status: z.literal('ok') });

export const UserStats = z.object({
  applications: z.number().int(),
  votes: z.number().int(),
  guesses: z.number().int(),
});

export const MeResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  stats: UserStats,
});
export type MeResponse = z.infer<typeof MeResponse>;

/** Claims of the bearer token; `exp` is in seconds (spec section 3). */
export interface TokenClaims {
  sub: string;
  name: string;
  email: string;
  exp: number;
  ver: number;
  scope?: 'password_change';
}
