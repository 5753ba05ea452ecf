import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, onRequestHookHandler, onSendHookHandler, preHandlerHookHandler } from 'fastify';
import type { z } from 'zod';
import { getContentDraft, schemaNamed, toCamel, toSnake, type EndpointDefinition, type EndpointInput, type EndpointReply, type SchemaName } from '@awards/contracts';
import { requireOwner } from './contract-checks';

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract a route was registered from. */
    endpoint?: EndpointDefinition;
  }
}

export interface RouteOptions<E extends EndpointDefinition> {
  /** Replaces the authentication the endpoint's access implies (a route that explains a refusal its own way). */
  authenticate?: Hook;
  /** Checks after validation, before the handler: rate limits, the captcha, an open window. */
  preHandler?: Hook | Hook[];
  /** Returns the answer's body in the code's own (camelCase) keys, or the reply when it sent one itself. */
  handler: (input: EndpointInput<E>, request: FastifyRequest, reply: FastifyReply) => Promise<EndpointReply<E> | FastifyReply> | EndpointReply<E>;
}

const API_ERRORS: Record<number, string> = {
  400: 'Bad input',
  401: 'No valid bearer token',
  403: 'Refused',
  404: 'Not found',
  409: 'Conflicts with what is stored',
  413: 'Too large',
  415: 'Unsupported media type',
  429: 'Too many requests; Retry-After says when to try again',
  500: 'Something failed on the server',
  502: 'A service the server relies on (the mail server) did not answer; nothing was stored',
  503: 'The server is at capacity; Retry-After says when to try again',
};

/** The error answers of an endpoint, each naming the codes it may carry. */
function errorResponses(endpoint: EndpointDefinition): Record<number, z.ZodType> {
  const codes: Record<number, string[]> = { 500: ['internal_error'] };
  if (endpoint.params || endpoint.query || endpoint.body) codes[400] = ['validation_error', 'bad_request'];
  if (endpoint.access !== 'public' || endpoint.embedsContent) {
    codes[401] = ['unauthorized'];
    codes[403] = ['password_change_required'];
  }
  if (endpoint.access === 'staff-setup') codes[403]!.push('forbidden');
  // An answer's draft is read only with the access a backstage endpoint asks for.
  if (endpoint.access === 'staff' || endpoint.embedsContent) codes[403]!.push('forbidden', 'second_factor_required');
  for (const [status, own] of Object.entries(endpoint.errors ?? {})) codes[Number(status)] = [...(codes[Number(status)] ?? []), ...own];
  const body = schemaNamed(endpoint.errorBody ?? 'ApiErrorBody');
  return Object.fromEntries(
    Object.entries(codes).map(([status, list]) => [status, body.describe(`${API_ERRORS[Number(status)]}: ${list.map((code) => `\`${code}\``).join(', ')}`)]),
  );
}

/** Who may call a backstage endpoint, or read the draft in an answer, for the reference. */
function accessNote(endpoint: EndpointDefinition): string | undefined {
  if (endpoint.embedsContent) return 'With `version=draft`: organisers, with a token won with the second factor.';
  if (endpoint.access === 'staff-setup') return 'Backstage: any staff role; the second factor is not needed.';
  if (endpoint.access === 'staff') return `Backstage: ${(endpoint.roles ?? ['any staff role']).join(', ')}, with a token won with the second factor.`;
  return undefined;
}

const schemaOf = (name: SchemaName | undefined) => (name ? schemaNamed(name) : undefined);

function routeSchema(endpoint: EndpointDefinition): FastifySchema {
  const schema = {
    summary: endpoint.summary,
    description: [endpoint.description, accessNote(endpoint)].filter(Boolean).join('\n\n') || undefined,
    tags: [...endpoint.tags],
    hide: endpoint.hidden,
    security: endpoint.access === 'public' ? undefined : endpoint.access === 'optional' ? [{}, { bearerAuth: [] }] : [{ bearerAuth: [] }],
    consumes: endpoint.consumes ? [...endpoint.consumes] : undefined,
    params: schemaOf(endpoint.params),
    querystring: schemaOf(endpoint.query),
    body: schemaOf(endpoint.body),
    response: { [endpoint.status ?? 200]: schemaNamed(endpoint.response), ...errorResponses(endpoint) },
  };
  // A key present but undefined reads to Fastify as a schema that is missing.
  return Object.fromEntries(Object.entries(schema).filter(([, value]) => value !== undefined)) as FastifySchema;
}

function authenticationFor(app: FastifyInstance, endpoint: EndpointDefinition): Hook | undefined {
  switch (endpoint.access) {
    case 'public':
      return undefined;
    case 'optional':
      return app.authenticateOptional;
    case 'bearer':
      return app.authenticate;
    case 'staff':
    case 'staff-setup':
      return app.staffAccess(endpoint);
  }
}

/** A preview of the draft is an organiser's alone, and changes with every save. */
export const DRAFT_CACHE_CONTROL = 'private, no-store';

/**
 * In an answer holding content, `version=draft` is an organiser's preview: authorised as a read of
 * the draft is, per request, and never kept by a cache.
 */
function draftPreview(app: FastifyInstance): Hook {
  return async (request, reply) => {
    if ((request.query as { version?: string } | undefined)?.version !== 'draft') return;
    await app.staffAccess(getContentDraft)(request);
    reply.header('cache-control', DRAFT_CACHE_CONTROL);
  };
}

/**
 * Whether an answer carries a user's data: any answer to a write (a sign-in's token, a stored
 * entry), and any answer to a read of the caller's own (a signed-in read of an `optional` one).
 */
function carriesUserData(endpoint: EndpointDefinition, request: FastifyRequest): boolean {
  if (endpoint.method !== 'GET') return true;
  if (endpoint.access === 'public') return false;
  return endpoint.access !== 'optional' || request.headers.authorization !== undefined;
}

/** No cache, shared or the browser's, keeps a user's data: errors included. A route that says otherwise itself is left alone. */
function noStoreFor(endpoint: EndpointDefinition): onSendHookHandler {
  return async (request, reply, payload) => {
    if (!reply.hasHeader('cache-control') && carriesUserData(endpoint, request)) reply.header('cache-control', 'no-store');
    return payload;
  };
}

/**
 * Registers an endpoint's route from its contract, in the module that owns it: the path as
 * written, the schemas (so that input is validated, answers are checked and the reference is
 * written from them), the authentication its access asks for, and the success status. Keys turn
 * camelCase on the way in and snake_case on the way out.
 */
export function route<E extends EndpointDefinition>(app: FastifyInstance, endpoint: E, options: RouteOptions<E>): void {
  requireOwner(app, endpoint);
  const authenticate = options.authenticate ?? authenticationFor(app, endpoint);
  const schema = routeSchema(endpoint);
  // A path written with a trailing slash (the older API's style) answers without it too; the
  // reference lists it once, as written.
  const paths = endpoint.path.length > 1 && endpoint.path.endsWith('/') ? [endpoint.path, endpoint.path.slice(0, -1)] : [endpoint.path];
  const preHandler = [...(endpoint.embedsContent ? [draftPreview(app)] : []), ...[options.preHandler ?? []].flat()] as preHandlerHookHandler[];
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const input = { params: toCamel(request.params), query: toCamel(request.query), body: toCamel(request.body) } as EndpointInput<E>;
    const answer = await options.handler(input, request, reply);
    // A handler that sent the answer itself returned the reply, which awaiting turned into its end.
    if (reply.sent) return reply;
    return reply.code(endpoint.status ?? 200).send(toSnake(answer));
  };
  for (const [index, url] of paths.entries()) {
    app.route({
      method: endpoint.method,
      url,
      schema: index === 0 ? schema : { ...schema, hide: true },
      config: { endpoint },
      onRequest: authenticate as onRequestHookHandler | undefined,
      onSend: noStoreFor(endpoint),
      preHandler,
      handler,
    });
  }
}
