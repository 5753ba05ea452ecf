/** Every API error body has this shape; `fields` only on validation errors. */
export const ERROR_CODES = [
  'validation_error',
  'bad_request',
  'invalid_credentials',
  'unauthorized',
  'password_change_required',
  'captcha_failed',
  'forbidden',
  'not_found',
  'account_exists',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'internal_error',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ApiError {
  statusCode: number;
  code: ErrorCode | (string & {});
  message: string;
  fields?: Record<string, string>;
}
