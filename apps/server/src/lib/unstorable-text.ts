import fp from 'fastify-plugin';
import { AppError } from './errors';

/**
 * PostgreSQL refuses a NUL in text (the query fails, a 500), and half of a character (a lone
 * surrogate, which JSON can carry) would be stored as U+FFFD: the text would change unseen.
 */
const NUL = '\u0000';
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const isStorable = (text: string) => !text.includes(NUL) && !LONE_SURROGATE.test(text);

/** Where a value sits under its parent's path (`links.0`; `_` stands for a key that cannot be stored). */
const under = (path: string, key: string) => (path ? `${path}.${key}` : key);

/**
 * Where the first string that cannot be stored lies in a parsed body, query or params (`links.0`,
 * `_` at the top). Walked with a stack of its own rather than by recursion: a body nested
 * thousands deep would overflow the call stack.
 */
export function unstorableAt(value: unknown): string | undefined {
  const pending: { value: unknown; path: string }[] = [{ value, path: '' }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value === 'string') {
      if (!isStorable(next.value)) return next.path || '_';
      continue;
    }
    if (next.value === null || typeof next.value !== 'object' || Buffer.isBuffer(next.value)) continue;
    // Pushed last to first, so that the first entry is looked at first, as it is read.
    const entries = Object.entries(next.value);
    for (let index = entries.length - 1; index >= 0; index--) {
      const [key, inner] = entries[index]!;
      pending.push(isStorable(key) ? { value: inner, path: under(next.path, key) } : { value: key, path: under(next.path, '_') });
    }
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
