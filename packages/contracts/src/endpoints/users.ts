import { defineEndpoint } from '../endpoint';

const tags = ['user'];

export const signUp = defineEndpoint({
  method: 'POST',
  path: '/api/v2/user/new',
  summary: 'Create an account; its one-time password is sent by email',
  description:
    'The mail is written in the language of the request, which the account keeps. One account per mailbox: an address differing from a taken one only by letter case, a `+tag`, or (for Gmail and Yandex) dots or an alias domain is 409 `account_exists`. An address at a throwaway mail service is 400 `disposable_email`, its message also under `fields.email`.',
  tags,
  access: 'public',
  body: 'SignUpRequest',
  status: 201,
  response: 'SignUpResponse',
  errors: { 400: ['disposable_email'], 403: ['captcha_failed'], 409: ['account_exists'], 429: ['rate_limited'] },
});

export const signIn = defineEndpoint({
  method: 'POST',
  path: '/api/v2/user/token',
  summary: 'Sign in and get a bearer token',
  description:
    'With the password, or with a mailed one-time password, which is used up: its token (`password_change_required: true`) is only good for choosing a new password. Failures count per email and address: past a number from one address that pair gets 429, and past a higher number from anywhere a sign-in to the email needs a captcha token for `sign_in` (403 `captcha_required` without one), so that nobody can lock an owner out.',
  tags,
  access: 'public',
  body: 'SignInRequest',
  response: 'TokenResponse',
  errors: { 400: ['invalid_credentials'], 403: ['captcha_required', 'captcha_failed'], 429: ['rate_limited'] },
});

export const changePassword = defineEndpoint({
  method: 'POST',
  path: '/api/v2/user/password',
  summary: 'Choose a new password (also with the token won by a one-time password)',
  description: 'Revokes every token issued before and answers a fresh full one. A too common password is a validation error on `password`.',
  tags,
  access: 'bearer',
  body: 'ChangePasswordRequest',
  response: 'TokenResponse',
});

export const resetPassword = defineEndpoint({
  method: 'POST',
  path: '/api/v2/user/reset-password',
  summary: 'Mail a new one-time password to the account with this email, if there is one',
  description: 'Answers the same, at once, whether or not the email has an account.',
  tags,
  access: 'public',
  body: 'ResetPasswordRequest',
  response: 'ResetPasswordResponse',
  errors: { 403: ['captcha_failed'], 429: ['rate_limited'] },
});
