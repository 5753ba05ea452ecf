import type { FastifyError, FastifyInstance } from 'fastify';
import type { ContentServiceError } from '@awards/contracts';
import { AppError } from '../../lib/errors';

type DirectusCode = ContentServiceError['errors'][number]['extensions']['code'];

/** An error answered in Directus' shape, so that `@directus/sdk` clients read it as Directus would. */
export class ContentError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: DirectusCode,
    message: string,
  ) {
    super(message);
  }
}

/** Directus answers FORBIDDEN for anything missing, so a client cannot tell "absent" from "not allowed". */
export const forbidden = () => new ContentError(403, 'FORBIDDEN', "You don't have permission to access this.");

export const invalidQuery = (reason: string) => new ContentError(400, 'INVALID_QUERY', `Invalid query. ${reason}`);

function body(error: ContentError): ContentServiceError {
  return { errors: [{ message: error.message, extensions: { code: error.code } }] };
}

/**
 * Gives the content routes (and only them: the plugin is encapsulated) Directus' error answers.
 * Anything unexpected is logged and answered without detail.
 */
export function registerContentErrors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | ContentError, request, reply) => {
    let answer: ContentError;
    if (error instanceof ContentError) answer = error;
    // The service reads only paths and queries: a refusal of their text is a bad query.
    else if (error instanceof AppError && error.code === 'validation_error') answer = invalidQuery('It holds text that cannot be read, such as a NUL.');
    else if (error.statusCode && error.statusCode < 500) answer = new ContentError(error.statusCode, 'INVALID_PAYLOAD', 'Invalid request.');
    else {
      request.log.error({ err: error }, 'content request failed');
      answer = new ContentError(500, 'INTERNAL_SERVER_ERROR', 'An unexpected error occurred.');
    }
    return reply.code(answer.statusCode).type('application/json; charset=utf-8').send(body(answer));
  });
}

/** Answers a path under the instance's prefix that no route claims as Directus does. */
export function registerContentNotFound(app: FastifyInstance) {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const error = new ContentError(404, 'ROUTE_NOT_FOUND', `Route ${path} doesn't exist.`);
    return reply.code(404).type('application/json; charset=utf-8').send(body(error));
  });
}
