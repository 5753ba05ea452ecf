import type { Writable } from 'node:stream';
import type { FastifyLoggerOptions, FastifyServerOptions } from 'fastify';

/**
 * What the log may hold. An error's message can carry anything: a failed query's parameters
 * (emails, password hashes), a mail server's refusal naming its recipient, a database's "Key
 * (email)=(…) already exists". So an error is logged by its kind and code and where it was thrown,
 * and its cause likewise; a request by its method and path, never its query, headers or body.
 */

interface LoggableError {
  type: string;
  code?: string;
  stack?: string;
  cause?: LoggableError;
}

const codeOf = (error: Error) => {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' || typeof code === 'number' ? String(code) : undefined;
};

/** The stack's frames only: its first line repeats the message. */
const framesOf = (stack: string | undefined) => stack?.split('\n').filter((line) => /^\s+at /.test(line)).join('\n');

export function loggableError(error: unknown, depth = 0): LoggableError {
  if (!(error instanceof Error)) return { type: typeof error };
  const cause = depth < 3 && error.cause !== undefined ? loggableError(error.cause, depth + 1) : undefined;
  return { type: error.name, code: codeOf(error), stack: framesOf(error.stack), ...(cause ? { cause } : {}) };
}

interface LoggedRequest {
  method: string;
  url: string;
  ip?: string;
}

/** The server's logger: at `level` (`silent`: none), to `stream` when given (a test checking what is logged), else standard output. */
export function loggerOptions(level: string, stream?: Writable): FastifyServerOptions['logger'] {
  if (level === 'silent' && !stream) return false;
  return {
    level: level === 'silent' ? 'info' : level,
    ...(stream ? { stream } : {}),
    // Fastify's types expect an error's message to be kept, which is just what is left out here.
    serializers: {
      err: (error: unknown) => loggableError(error),
      req: (request: LoggedRequest) => ({ method: request.method, path: request.url.split('?')[0], remoteAddress: request.ip }),
    } as unknown as FastifyLoggerOptions['serializers'],
  };
}
