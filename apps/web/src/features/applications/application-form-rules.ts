import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { ApplicationRequest, CAPTCHA_ACTIONS, VIDEO_MAX_BYTES, VIDEO_TYPES, type MessageKey } from '@awards/contracts';
import { ApiError } from '@/lib/api-client';
import { CaptchaLoadError } from '@/lib/captcha';

/** What the form holds: the request's own fields as typed, plus the privacy agreement. */
export interface ApplicationFormValues {
  nickname: string;
  link_to_page: string;
  link_to_media: string;
  /** Set once an uploaded video is stored; blank otherwise. */
  video_id: string;
  time_code: string;
  comments: string;
  privacy: boolean;
}

export const APPLICATION_FORM_DEFAULTS: ApplicationFormValues = {
  nickname: '',
  link_to_page: '',
  link_to_media: '',
  video_id: '',
  time_code: '',
  comments: '',
  privacy: false,
};

/** Stands in for the captcha token while the form is checked; the real one is asked for at sending. */
export const CAPTCHA_PENDING = 'pending';

/**
 * The server's own request schema (`ApplicationRequest`: lengths, public links, exactly one of a
 * media link and a video) with the privacy box that must be ticked. The nomination comes from the
 * route and the captcha token at sending, so the form supplies them to the check itself.
 */
export const ApplicationFormSchema = z.intersection(
  ApplicationRequest,
  z.object({ privacy: z.boolean().refine((accepted) => accepted, { error: 'validation.must_accept' satisfies MessageKey }) }),
);

export type CheckedApplicationForm = z.output<typeof ApplicationFormSchema>;

export function applicationFormInput(values: ApplicationFormValues, nominationId: number): z.input<typeof ApplicationFormSchema> {
  return { ...values, nomination_id: nominationId, captcha_token: CAPTCHA_PENDING, action: CAPTCHA_ACTIONS.submitApplication };
}

const schemaResolver = zodResolver(ApplicationFormSchema);

/**
 * The form's resolver: its values plus what the form does not hold, judged by the schema. The
 * schema's errors are keyed by the request's field names, which are the form's own, so its answer
 * is the form's (the added fields are right by construction and never fail).
 */
export function applicationFormResolver(nominationId: number): Resolver<ApplicationFormValues, unknown, CheckedApplicationForm> {
  return (values, context, options) =>
    schemaResolver(applicationFormInput(values, nominationId), context, options as unknown as Parameters<typeof schemaResolver>[2]) as unknown as ReturnType<
      Resolver<ApplicationFormValues, unknown, CheckedApplicationForm>
    >;
}

/** The request to send: the checked (trimmed, blanks dropped) values with the real captcha token. */
export function applicationRequest(checked: CheckedApplicationForm, captchaToken: string): ApplicationRequest {
  const { privacy: _privacy, ...request } = checked;
  return { ...request, captcha_token: captchaToken };
}

const EXTENSIONS: readonly string[] = VIDEO_TYPES;

/**
 * The checks a chosen file passes before it is sent (spec section 5): at most 200 MB, an MP4, MOV,
 * WebM or MKV by its name, and not announced by the browser as something other than a video. The
 * server then reads the bytes and decides. Answers a contracts message key, or null.
 */
export function videoFileProblem(file: Pick<File, 'name' | 'size' | 'type'>): MessageKey | null {
  const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  if (!EXTENSIONS.includes(extension) || (file.type !== '' && !file.type.startsWith('video/'))) return 'error.video_type';
  if (file.size > VIDEO_MAX_BYTES) return 'error.video_too_large';
  if (file.size === 0) return 'error.video_damaged';
  return null;
}

/** The notice a finished submission shows (spec sections 4 and 8). */
export type ApplicationNotice =
  | { type: 'success'; text: 'application.notice.success' }
  | { type: 'error'; text: ApplicationErrorText }
  | { type: 'error'; message: MessageKey };

type ApplicationErrorText = 'application.notice.clientError' | 'application.notice.captchaLoad';

/**
 * Spec section 8 and reading B: 403 is the captcha failure unless the server says the email is
 * blacklisted; 409 is a duplicate entry or closed applications; anything else asks to send again.
 */
export function noticeForFailure(error: unknown): ApplicationNotice {
  if (error instanceof CaptchaLoadError) return { type: 'error', text: 'application.notice.captchaLoad' };
  if (error instanceof ApiError) {
    if (error.status === 403) return { type: 'error', message: error.code === 'email_blacklisted' ? 'error.email_blacklisted' : 'error.captcha_failed' };
    if (error.status === 409 && error.code === 'duplicate_application') return { type: 'error', message: 'error.duplicate_application' };
    if (error.status === 409 && error.code === 'applications_closed') return { type: 'error', message: 'error.applications_closed' };
  }
  return { type: 'error', text: 'application.notice.clientError' };
}
