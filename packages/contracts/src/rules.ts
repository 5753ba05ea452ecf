import { z } from 'zod';
import { messageWithCount } from './messages';
import { isPublicHttpUrl } from './public-url';

/** Every text field is at most 255 characters; names and comments at least 2. */
export const TEXT_MAX = 255;
export const TEXT_MIN = 2;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const requiredString = () =>
  z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'validation.required' : 'validation.invalid') });

/** Required trimmed text between `min` and `max` characters. */
export function requiredText(min = 1, max = TEXT_MAX) {
  let schema = requiredString().trim().min(1, 'validation.required');
  if (min > 1) schema = schema.min(min, messageWithCount('validation.min', min));
  return schema.max(max, messageWithCount('validation.max', max));
}

/** An optional field: blank text and null mean absent, anything else must pass `schema`. */
export function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => ((typeof value === 'string' && value.trim() === '') || value === null ? undefined : value), schema.optional());
}

/** Optional trimmed text: blank means absent, otherwise the same bounds as required text. */
export function optionalText(min = 1, max = TEXT_MAX) {
  return optional(requiredText(min, max));
}

export const emailRule = requiredText(1, TEXT_MAX).pipe(z.email('validation.email'));

export const publicUrlRule = requiredText(1, TEXT_MAX).refine(isPublicHttpUrl, 'validation.url');

export const captchaTokenRule = requiredText(1, 4096);

/** A database row id: a positive 32-bit integer, so that no number reaches a query as an overflow. */
export const rowIdRule = z
  .number({ error: (issue) => (issue.input === undefined || issue.input === null ? 'validation.required' : 'validation.invalid') })
  .int('validation.invalid')
  .positive('validation.invalid')
  .max(2_147_483_647, 'validation.invalid');

/** A row id in an address (`/entries/:id`): its text read as a number, under the same bounds. */
export const rowIdParamRule = z.coerce.number('validation.invalid').pipe(rowIdRule);
