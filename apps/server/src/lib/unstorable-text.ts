import fp from 'fastify-plugin';
import { AppError } from './errors';

/**
 * PostgreSQL refuses a NUL in text (the query fails, a 500), and half of a character (a lone
 * surrogate, which JSON can carry) would be stored as U+FFFD: the text would change unseen.
 */
const NUL = '\u0000';
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const isStorable = (text: string) => !text.includes(NUL) && !LONE_SURROGATE.test(text);

/** Where the first string that cannot be stored lies in a parsed body, query or params (`links.0`, `_` at the top). */
function unstorableAt(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return isStorable(value) ? undefined : path.join('.') || '_';
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = isStorable(key) ? unstorableAt(inner, [...path, key]) : [...path, '_'].join('.');
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Refuses such text anywhere in a request's params, query or body, before any route reads it: a
 * 400 naming the field, which the content service answers in its own shape.
 */
export const unstorableText = fp(async (app) => {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = unstorableAt(part);
      if (field !== undefined) throw new AppError(400, 'validation_error', 'error.validation', { [field]: 'validation.unstorable_text' });
    }
  });
});
