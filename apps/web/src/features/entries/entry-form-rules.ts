import type { FieldError, Resolver } from 'react-hook-form';
import { ApplicationRequest, CAPTCHA_ACTIONS, VIDEO_MAX_BYTES, VIDEO_TYPES, camelKey, toCamel, toSnake, type MessageKey } from '@awards/contracts';
import type { FailureDescription } from '@/lib/describe-api-error';
import type { NewEntry } from './api/submit-entry';
import { z } from '@/lib/zod';

/** What the form holds: the entry's own fields as typed, plus the privacy agreement. */
export interface EntryFormValues {
  nickname: string;
  linkToPage: string;
  linkToMedia: string;
  /** Set once an uploaded video is stored; blank otherwise. */
  videoId: string;
  timeCode: string;
  comments: string;
  privacy: boolean;
}

export const ENTRY_FORM_DEFAULTS: EntryFormValues = {
  nickname: '',
  linkToPage: '',
  linkToMedia: '',
  videoId: '',
  timeCode: '',
  comments: '',
  privacy: false,
};

/** Stands in for the captcha token while the form is checked; the real one is asked for at sending. */
export const CAPTCHA_PENDING = 'pending';

/**
 * The server's own request schema (`ApplicationRequest`: lengths, public links, exactly one of a
 * media link and a video) with the privacy box that must be ticked. It judges the wire's shape:
 * the form's values go in snake_cased, with the nomination (from the route) and a stand-in for the
 * captcha token (asked for at sending), which are right by construction and never fail.
 */
export const EntryFormSchema = z.intersection(
  ApplicationRequest,
  z.object({ privacy: z.boolean().refine((accepted) => accepted, { error: 'validation.must_accept' satisfies MessageKey }) }),
);

export function entryFormInput(values: EntryFormValues, nominationId: number): z.input<typeof EntryFormSchema> {
  return { ...(toSnake(values) as Omit<z.input<typeof EntryFormSchema>, 'nomination_id'>), nomination_id: nominationId, captcha_token: CAPTCHA_PENDING, action: CAPTCHA_ACTIONS.submitApplication };
}

/** The entry to send from the checked (trimmed, blanks dropped) request: without the privacy box and the stand-in captcha. */
function entryToSend(checked: z.output<typeof EntryFormSchema>): NewEntry {
  const { privacy: _privacy, captchaToken: _captchaToken, action: _action, ...entry } = toCamel(checked);
  return entry;
}

/**
 * The form's resolver: the schema judges the values as the wire has them, and its answer comes
 * back in the form's own names; each field shows its first problem. Valid values come out as the
 * entry to send.
 */
export function entryFormResolver(nominationId: number): Resolver<EntryFormValues, unknown, NewEntry> {
  return async (values, _context, { fields }) => {
    const result = EntryFormSchema.safeParse(entryFormInput(values, nominationId));
    if (result.success) return { values: entryToSend(result.data), errors: {} };
    const errors: Partial<Record<keyof EntryFormValues, FieldError>> = {};
    for (const issue of result.error.issues) {
      const name = camelKey(String(issue.path[0])) as keyof EntryFormValues;
      errors[name] ??= { type: issue.code, message: issue.message, ref: fields[name]?.ref };
    }
    return { values: {}, errors };
  };
}

const EXTENSIONS: readonly string[] = VIDEO_TYPES;

/**
 * The checks a chosen file passes before it is sent: at most 200 MB, an MP4, MOV, WebM or MKV by
 * its name, and not announced by the browser as something other than a video. The server then
 * reads the bytes and decides. Answers a contracts message key, or null.
 */
export function videoFileProblem(file: Pick<File, 'name' | 'size' | 'type'>): MessageKey | null {
  const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  if (!EXTENSIONS.includes(extension) || (file.type !== '' && !file.type.startsWith('video/'))) return 'error.video_type';
  if (file.size > VIDEO_MAX_BYTES) return 'error.video_too_large';
  if (file.size === 0) return 'error.video_damaged';
  return null;
}

/**
 * Whether a failed entry's notice says what the failure says: a refusal of this entry (403: the
 * captcha or a blacklisted email; 409: a duplicate entry or closed applications; 429: the
 * account's entries for the hour are used up, so sending again now would not help) or a captcha
 * that would not load. Anything else asks to send again.
 */
export const failureSpeaksForItself = (failure: FailureDescription) =>
  failure.status === 403 || failure.status === 409 || failure.status === 429 || failure.code === 'captcha_unavailable';
