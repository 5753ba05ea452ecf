import { z } from 'zod';
import type { Camel } from './wire-case';
import { NOMINATION_COUNT } from './nomination';
import { TEXT_MAX, TEXT_MIN, captchaTokenRule, optional, optionalText, publicUrlRule, requiredText } from './rules';
import { CAPTCHA_ACTIONS } from './captcha-actions';
import { actionRule } from './user';

/** An entry is reviewed (in_progress), then approved or declined; withdrawn once its applicant deleted their account. */
export const APPLICATION_STATUSES = ['in_progress', 'approved', 'declined', 'withdrawn'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Why an entry was declined: the applicant's mail and profile name it in their language. */
export const DECLINE_REASONS = ['video_not_2025', 'off_topic', 'duplicate', 'broken_link', 'not_allowed', 'other'] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

/** The largest video an applicant may upload. */
export const VIDEO_MAX_BYTES = 200 * 1024 * 1024;

/** The multipart form field an uploaded video travels in. */
export const VIDEO_FIELD = 'video';

/** The containers accepted for an uploaded video, as decided from the file's bytes. */
export const VIDEO_TYPES = ['mp4', 'mov', 'webm', 'mkv'] as const;
export type VideoType = (typeof VIDEO_TYPES)[number];

const nominationId = z
  .number({ error: (issue) => (issue.input === undefined || issue.input === null ? 'validation.required' : 'validation.unknown_nomination') })
  .int('validation.unknown_nomination')
  .min(1, 'validation.unknown_nomination')
  .max(NOMINATION_COUNT, 'validation.unknown_nomination');

type MediaFields = { link_to_media?: string; video_id?: string };

/**
 * The media rule judges the two fields only once the body is an object and each of them is valid
 * on its own, so that a bad link is reported as a bad link.
 */
const mediaFieldsValid = (payload: { issues: { path?: PropertyKey[] }[] }) =>
  payload.issues.every((issue) => {
    const field = issue.path?.[0];
    return field !== undefined && field !== 'link_to_media' && field !== 'video_id';
  });

/**
 * An entry for a streamer (`POST /api/v2/application/new`): the media is either a link or an
 * uploaded video (`video_id` from `POST /api/v2/application/video`), exactly one of them.
 */
export const ApplicationRequest = z
  .object({
    nickname: requiredText(TEXT_MIN, TEXT_MAX),
    link_to_page: publicUrlRule,
    link_to_media: optional(publicUrlRule),
    video_id: optional(z.uuid('validation.unknown_video')),
    comments: optionalText(TEXT_MIN, TEXT_MAX),
    nomination_id: nominationId,
    time_code: optionalText(1, TEXT_MAX),
    captcha_token: captchaTokenRule,
    action: actionRule(CAPTCHA_ACTIONS.submitApplication),
  })
  .refine((body: MediaFields) => !(body.link_to_media && body.video_id), {
    path: ['link_to_media'],
    message: 'validation.media_both',
    when: mediaFieldsValid,
  })
  .refine((body: MediaFields) => Boolean(body.link_to_media || body.video_id), {
    path: ['link_to_media'],
    message: 'validation.media_none',
    when: mediaFieldsValid,
  });
export type ApplicationRequest = Camel<z.infer<typeof ApplicationRequest>>;

/** An application as its author sees it in the profile; absent optional fields are null. */
export const ApplicationItem = z.object({
  id: z.number().int(),
  nickname: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  link_to_page: z.string(),
  link_to_media: z.string().nullable(),
  video_id: z.uuid().nullable(),
  comments: z.string().nullable(),
  nomination_id: z.number().int(),
  time_code: z.string().nullable(),
  created_at: z.iso.datetime(),
  /** Why a declined entry was declined; null otherwise. */
  decline_reason: z.enum(DECLINE_REASONS).nullable(),
});
export type ApplicationItem = Camel<z.infer<typeof ApplicationItem>>;

export const ApplicationList = z.array(ApplicationItem);

export const VideoUploadResponse = z.object({
  video_id: z.uuid(),
  size: z.number().int(),
  type: z.enum(VIDEO_TYPES),
});
export type VideoUploadResponse = Camel<z.infer<typeof VideoUploadResponse>>;

/** A video id in a path: any text, so that junk answers 404 (no such video) rather than 400. */
export const VideoParams = z.object({ id: z.string() });

/** A downloaded video: the file's bytes, not JSON. */
export const VideoFile = z.unknown().meta({ type: 'string', format: 'binary', description: 'The video file' });
