import { describe, expect, it } from 'vitest';
import { VIDEO_MAX_BYTES } from '@awards/contracts';
import { ApiError } from '@/lib/api-client';
import { CaptchaLoadError } from '@/lib/captcha';
import {
  APPLICATION_FORM_DEFAULTS,
  ApplicationFormSchema,
  applicationFormInput,
  applicationRequest,
  noticeForFailure,
  videoFileProblem,
  type ApplicationFormValues,
} from './application-form-rules';

const VIDEO_ID = '0b7a3c52-3f1e-4d7a-9a55-2f0c1d6e8b41';
const filled: ApplicationFormValues = {
  ...APPLICATION_FORM_DEFAULTS,
  nickname: '  GiggleGrenade ',
  link_to_page: 'https://twitch.example.com/giggle',
  privacy: true,
};

function problems(values: Partial<ApplicationFormValues>) {
  const result = ApplicationFormSchema.safeParse(applicationFormInput({ ...filled, ...values }, 4));
  // A field shows its first problem, as the form does.
  return result.success ? {} : Object.fromEntries(result.error.issues.reverse().map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the media rule: a link or an uploaded video, exactly one', () => {
  it('refuses neither, with the spec message key', () => {
    expect(problems({})).toEqual({ link_to_media: 'validation.media_none' });
  });

  it('refuses both', () => {
    expect(problems({ link_to_media: 'https://clips.example.com/1', video_id: VIDEO_ID })).toEqual({ link_to_media: 'validation.media_both' });
  });

  it('takes a link alone or a video alone', () => {
    expect(problems({ link_to_media: 'https://clips.example.com/1' })).toEqual({});
    expect(problems({ video_id: VIDEO_ID })).toEqual({});
  });

  it('reports a bad link as a bad link, not as a missing medium', () => {
    expect(problems({ link_to_media: 'http://192.168.0.10/clip' })).toEqual({ link_to_media: 'validation.url' });
  });
});

describe('the rest of the form', () => {
  it('asks for the privacy box, and reports every field at once', () => {
    expect(problems({ nickname: 'x', link_to_page: '', link_to_media: 'https://clips.example.com/1', privacy: false })).toEqual({
      nickname: 'validation.min:2',
      link_to_page: 'validation.required',
      privacy: 'validation.must_accept',
    });
  });

  it('sends trimmed values, drops blanks and the privacy box, and carries the captcha token and the nomination', () => {
    const checked = ApplicationFormSchema.parse(applicationFormInput({ ...filled, link_to_media: ' https://clips.example.com/1 ', time_code: ' 01:02 ' }, 4));
    expect(applicationRequest(checked, 'captcha-token')).toEqual({
      nickname: 'GiggleGrenade',
      link_to_page: 'https://twitch.example.com/giggle',
      link_to_media: 'https://clips.example.com/1',
      time_code: '01:02',
      nomination_id: 4,
      captcha_token: 'captcha-token',
      action: 'submit_application',
    });
  });
});

describe('a chosen video file, before it is sent', () => {
  const file = (name: string, size = 1024, type = 'video/mp4') => ({ name, size, type });

  it('takes MP4, MOV, WebM and MKV up to 200 MB', () => {
    for (const name of ['clip.mp4', 'clip.MOV', 'clip.webm', 'clip.mkv']) expect(videoFileProblem(file(name, 1024, ''))).toBeNull();
    expect(videoFileProblem(file('clip.mp4', VIDEO_MAX_BYTES))).toBeNull();
  });

  it('refuses other types, by name or by what the browser says', () => {
    expect(videoFileProblem(file('clip.avi'))).toBe('error.video_type');
    expect(videoFileProblem(file('clip'))).toBe('error.video_type');
    expect(videoFileProblem(file('notes.mp4', 10, 'text/plain'))).toBe('error.video_type');
  });

  it('refuses a file over 200 MB and an empty one', () => {
    expect(videoFileProblem(file('clip.mp4', VIDEO_MAX_BYTES + 1))).toBe('error.video_too_large');
    expect(videoFileProblem(file('clip.mp4', 0))).toBe('error.video_damaged');
  });
});

describe('the notice after a failed submission (spec section 8)', () => {
  const failure = (status: number, code: string) => new ApiError(status, code, 'server text');

  it('403: the captcha message, or the blacklist message when the server says so', () => {
    expect(noticeForFailure(failure(403, 'captcha_failed'))).toEqual({ type: 'error', message: 'error.captcha_failed' });
    expect(noticeForFailure(failure(403, 'email_blacklisted'))).toEqual({ type: 'error', message: 'error.email_blacklisted' });
  });

  it('409: a duplicate entry or closed applications', () => {
    expect(noticeForFailure(failure(409, 'duplicate_application'))).toEqual({ type: 'error', message: 'error.duplicate_application' });
    expect(noticeForFailure(failure(409, 'applications_closed'))).toEqual({ type: 'error', message: 'error.applications_closed' });
  });

  it('anything else asks to send again; a captcha that would not load says so', () => {
    expect(noticeForFailure(failure(500, 'internal_error'))).toEqual({ type: 'error', text: 'application.notice.clientError' });
    expect(noticeForFailure(failure(400, 'validation_error'))).toEqual({ type: 'error', text: 'application.notice.clientError' });
    expect(noticeForFailure(new TypeError('Failed to fetch'))).toEqual({ type: 'error', text: 'application.notice.clientError' });
    expect(noticeForFailure(new CaptchaLoadError())).toEqual({ type: 'error', text: 'application.notice.captchaLoad' });
  });
});
