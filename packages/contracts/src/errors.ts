import { z } from 'zod';

/** Every API error body has this shape; `fields` only on validation errors. */
export const ERROR_CODES = [
  'validation_error',
  'bad_request',
  'invalid_credentials',
  'unauthorized',
  'password_change_required',
  'captcha_failed',
  'captcha_required',
  'forbidden',
  'not_found',
  'account_exists',
  'payload_too_large',
  'request_timeout',
  'unsupported_media_type',
  'rate_limited',
  'duplicate_application',
  'email_blacklisted',
  'applications_closed',
  'already_voted',
  'voting_closed',
  'already_guessed',
  'guessing_closed',
  'video_too_large',
  'video_type',
  'video_damaged',
  'video_missing',
  'video_quota',
  'disposable_email',
  'second_factor_required',
  'second_factor_invalid',
  'second_factor_exists',
  'last_organiser',
  'already_decided',
  'entry_withdrawn',
  'account_is_staff',
  'already_blocked',
  'round_sealed',
  'round_not_closed',
  'round_not_sealed',
  'not_revealed_yet',
  'not_a_judge',
  'nothing_to_score',
  'conflict_declared',
  'already_nominee',
  'nominee_has_votes',
  'already_revealed',
  'held_back',
  'guessing_open',
  'photo_missing',
  'photo_damaged',
  'photo_type',
  'live_full',
  'fixed_collection',
  'jury_member_linked',
  'content_incomplete',
  'nothing_to_publish',
  'image_missing',
  'image_damaged',
  'image_type',
  'internal_error',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ApiError {
  statusCode: number;
  code: ErrorCode | (string & {});
  message: string;
  fields?: Record<string, string>;
}

/** The API's one error body, in the reference as `ApiError`: `message` is in the caller's language. */
export const ApiErrorBody = z
  .object({
    statusCode: z.number().int(),
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional().describe("Validation errors only: each field's problem, in the caller's language"),
  })
  .meta({ id: 'ApiError' });
