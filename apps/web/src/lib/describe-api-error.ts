import { BROWSER_FAILURES, type LanguageCode } from '@awards/contracts';
import { ApiError } from './api-client';
import { CaptchaLoadError } from './captcha';

/** What a form tells the visitor about a failed request: a code to choose its outcome by, and the text. */
export interface FailureDescription {
  /** The API's error code, or `captcha_unavailable`, `network` or `internal_error` for failures that never reached an answer with one. */
  code: string;
  status: number | null;
  message: string;
  /** Per field, the server's message (validation failures only), keyed by the form's field names. */
  fields: Record<string, string>;
}

const describe = (code: string, key: keyof typeof BROWSER_FAILURES, language: LanguageCode, status: number | null = null): FailureDescription => ({
  code,
  status,
  message: BROWSER_FAILURES[key][language],
  fields: {},
});

/**
 * One reading of every failure for every form: an API refusal (4xx) keeps the server's own
 * message, already in the visitor's language; a captcha that would not load, a lost connection and
 * a server fault (5xx, or an answer that was not the API's) each get one message of their own.
 */
export function describeApiError(error: unknown, language: LanguageCode): FailureDescription {
  if (error instanceof CaptchaLoadError) return describe('captcha_unavailable', 'error.captcha_unavailable', language);
  if (!(error instanceof ApiError)) return describe('network', 'error.network', language);
  if (error.status >= 500 || error.code === 'http_error') return describe('internal_error', 'error.internal', language, error.status);
  return { code: error.code, status: error.status, message: error.message, fields: error.fields };
}
