import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGE_KEYS, formatMessage, type ApiError, type ErrorCode, type MessageKey } from '@awards/contracts';
import { requestLanguage } from './language';

/** An error a route throws on purpose: its status, code and message key reach the client. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    readonly fields?: Record<string, string>,
  ) {
    super(code);
  }
}

export const errors = {
  badRequest: () => new AppError(400, 'bad_request', 'error.bad_request'),
  unauthorized: () => new AppError(401, 'unauthorized', 'error.unauthorized'),
  notFound: () => new AppError(404, 'not_found', 'error.not_found'),
  /** One field's problem, reported like a schema failure. */
  invalidField: (field: string, messageKey: string) =>
    new AppError(400, 'validation_error', 'error.validation', { [field]: messageKey }),
};

export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  const language = requestLanguage(request);
  const body: ApiError = { statusCode: error.statusCode, code: error.code, message: formatMessage(error.messageKey, language) };
  if (error.fields) {
    body.fields = Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k, formatMessage(v, language)]));
  }
  return reply.code(error.statusCode).type('application/json; charset=utf-8').send(body);
}

const isMessageKey = (message: string | undefined): message is string =>
  message !== undefined && (MESSAGE_KEYS as string[]).includes(message.split(':')[0]!);

/**
 * Turns zod issues into `{field: messageKey}`, keeping the first problem of each field. Zod's own
 * English texts (a wrong type where a schema set no key) become the generic translated key.
 */
function fieldsFromIssues(issues: { instancePath?: string; message?: string; params?: unknown }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || '_';
    fields[field] ??= isMessageKey(issue.message) ? issue.message : 'validation.invalid';
  }
  return fields;
}

const STATUS_CODES: Record<number, [ErrorCode, MessageKey]> = {
  400: ['bad_request', 'error.bad_request'],
  401: ['unauthorized', 'error.unauthorized'],
  403: ['forbidden', 'error.forbidden'],
  404: ['not_found', 'error.not_found'],
  413: ['payload_too_large', 'error.payload_too_large'],
  415: ['unsupported_media_type', 'error.unsupported_media_type'],
  429: ['rate_limited', 'error.rate_limited'],
};

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) return sendError(request, reply, error);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = fieldsFromIssues(error.validation);
      // A body that is not an object at all (null, an array, a string) has no fields to point at.
      if (Object.keys(fields).join() === '_') return sendError(request, reply, errors.badRequest());
      return sendError(request, reply, new AppError(400, 'validation_error', 'error.validation', fields));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // A client error without a code of its own keeps its status: bad input is never a 500.
      const [code, messageKey] = STATUS_CODES[status] ?? STATUS_CODES[400]!;
      if (status === 429) reply.header('retry-after', reply.getHeader('retry-after') ?? '60');
      return sendError(request, reply, new AppError(status, code, messageKey));
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(request, reply, new AppError(500, 'internal_error', 'error.internal'));
  });
}
