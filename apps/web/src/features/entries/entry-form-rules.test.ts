import { describe, expect, it } from 'vitest';
import { VIDEO_MAX_BYTES } from '@awards/contracts';
import { ApiError } from '@/lib/api-client';
import { CaptchaLoadError } from '@/lib/captcha';
import { describeApiError } from '@/lib/describe-api-error';
import { ENTRY_FORM_DEFAULTS, entryFormResolver, failureSpeaksForItself, videoFileProblem, type EntryFormValues } from './entry-form-rules';

const VIDEO_ID = '0b7a3c52-3f1e-4d7a-9a55-2f0c1d6e8b41';
const filled: EntryFormValues = {
  ...ENTRY_FORM_DEFAULTS,
  nickname: '  GiggleGrenade ',
  linkToPage: 'https://twitch.example.com/giggle',
  privacy: true,
};

/** The form's resolver, as react-hook-form calls it, for nomination 4. */
const resolve = (values: EntryFormValues) => entryFormResolver(4)(values, undefined, { fields: {}, shouldUseNativeValidation: undefined });

/** Each field's problem under the form's own names: its first, as the form shows it. */
async function problems(values: Partial<EntryFormValues>) {
  const { errors } = await resolve({ ...filled, ...values });
  return Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, error?.message]));
}

describe('the media rule: a link or an uploaded video, exactly one', () => {
  it('refuses neither, with its message key', async () => {
    expect(await problems({})).toEqual({ linkToMedia: 'validation.media_none' });
  });

  it('refuses both', async () => {
    expect(await problems({ linkToMedia: 'https://clips.example.com/1', videoId: VIDEO_ID })).toEqual({ linkToMedia: 'validation.media_both' });
  });

  it('takes a link alone or a video alone', async () => {
    expect(await problems({ linkToMedia: 'https://clips.example.com/1' })).toEqual({});
    expect(await problems({ videoId: VIDEO_ID })).toEqual({});
  });

  it('reports a bad link as a bad link, not as a missing medium', async () => {
    expect(await problems({ linkToMedia: 'http://192.168.0.10/clip' })).toEqual({ linkToMedia: 'validation.url' });
  });
});

describe('the rest of the form', () => {
  it('asks for the privacy box, and reports every field at once', async () => {
    expect(await problems({ nickname: 'x', linkToPage: '', linkToMedia: 'https://clips.example.com/1', privacy: false })).toEqual({
      nickname: 'validation.min:2',
      linkToPage: 'validation.required',
      privacy: 'validation.must_accept',
    });
  });

  it('hands on the trimmed entry with its nomination, without blanks, the privacy box or a captcha token', async () => {
    const { values, errors } = await resolve({ ...filled, linkToMedia: ' https://clips.example.com/1 ', timeCode: ' 01:02 ' });
    expect(errors).toEqual({});
    expect(values).toEqual({
      nickname: 'GiggleGrenade',
      linkToPage: 'https://twitch.example.com/giggle',
      linkToMedia: 'https://clips.example.com/1',
      timeCode: '01:02',
      nominationId: 4,
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

describe('the notice after a failed submission', () => {
  const speaks = (error: unknown) => failureSpeaksForItself(describeApiError(error, 'EN'));
  const failure = (status: number, code: string) => new ApiError(status, code, 'server text');

  it('403, 409 and 429 say the server’s own message: the captcha, a blacklisted email, a duplicate entry, closed applications, the entries of the hour used up', () => {
    expect(speaks(failure(403, 'captcha_failed'))).toBe(true);
    expect(speaks(failure(403, 'email_blacklisted'))).toBe(true);
    expect(speaks(failure(409, 'duplicate_application'))).toBe(true);
    expect(speaks(failure(409, 'applications_closed'))).toBe(true);
    expect(speaks(failure(429, 'rate_limited'))).toBe(true);
  });

  it('a captcha that would not load says so; anything else asks to send again', () => {
    expect(speaks(new CaptchaLoadError())).toBe(true);
    expect(speaks(failure(500, 'internal_error'))).toBe(false);
    expect(speaks(failure(400, 'validation_error'))).toBe(false);
    expect(speaks(new TypeError('Failed to fetch'))).toBe(false);
  });
});
