import type { z } from 'zod';
import type * as Schemas from './schemas';
import type { StaffRole } from './staff-roles';
import type { Camel } from './wire-case';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type SuccessStatus = 200 | 201 | 204;
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 502 | 503;

/**
 * Who may call: anyone (`public`), anyone, with a bearer token checked when one is sent
 * (`optional`), or a signed-in user only (`bearer`: a 401 without a good token). The backstage
 * adds two: `staff`, a user holding one of the endpoint's `roles` whose token was won with the
 * second factor (a 403 `second_factor_required` without it), and `staff-setup`, a user holding any
 * role, second factor or not (setting it up and giving the code).
 */
export type Access = 'public' | 'optional' | 'bearer' | 'staff' | 'staff-setup';

type SchemaModule = typeof Schemas;
/** The name of a zod schema exported by the contracts: what an endpoint's input and answers refer to. */
export type SchemaName = { [Name in keyof SchemaModule]: SchemaModule[Name] extends z.ZodType ? Name : never }[keyof SchemaModule];
export type SchemaNamed<Name extends SchemaName> = SchemaModule[Name];

/**
 * One endpoint, once: the server registers its route from this, the web calls it through this,
 * and the API reference is written from it. `path` is the whole path, `:name` for a parameter.
 * Schemas are named rather than held, so that the web imports endpoints without loading zod;
 * they describe the wire (snake_case), and the code on both sides sees their keys camelCased.
 */
export interface EndpointDefinition {
  method: HttpMethod;
  path: `/${string}`;
  summary: string;
  description?: string;
  tags: readonly string[];
  access: Access;
  /** For `staff` access: the roles that may call (a 403 `forbidden` to any other user). */
  roles?: readonly StaffRole[];
  params?: SchemaName;
  query?: SchemaName;
  body?: SchemaName;
  /** Request content types other than JSON (an upload). */
  consumes?: readonly string[];
  /** The success status: 200 unless said. */
  status?: SuccessStatus;
  response: SchemaName;
  /**
   * The error codes each failing status can answer with, besides those every endpoint of its
   * kind can: 400 for bad input where it takes any, 401 where a token is read, and 500.
   */
  errors?: Partial<Record<ErrorStatus, readonly string[]>>;
  /** The error body when it is not the API's own (the content service answers in Directus' shape). */
  errorBody?: SchemaName;
  /**
   * The answer holds content organisers edit (texts, links, photos): with `version=draft` (its
   * query is `ContentVersionQuery`) an organiser reads it as the draft would publish it.
   */
  embedsContent?: true;
  /** Left out of the API reference (the health check). */

  hidden?: boolean;
}

/** Marked free of side effects, so that a bundle drops the contracts its code never calls. */
/* @__NO_SIDE_EFFECTS__ */
export const defineEndpoint = <const Definition extends EndpointDefinition>(definition: Definition): Definition => definition;

type Named<E, Slot extends string> = E extends { [K in Slot]: infer Name extends SchemaName } ? SchemaNamed<Name> : undefined;
type Input<S> = S extends z.ZodType ? Camel<z.input<S>> : undefined;
type Output<S> = S extends z.ZodType ? Camel<z.output<S>> : undefined;

/** What a route's handler receives, once validated: camelCased. */
export interface EndpointInput<E extends EndpointDefinition> {
  params: Output<Named<E, 'params'>>;
  query: Output<Named<E, 'query'>>;
  body: Output<Named<E, 'body'>>;
}

/** What a route's handler returns, camelCased (the route gives it the wire's keys). */
export type EndpointReply<E extends EndpointDefinition> = Input<Named<E, 'response'>>;

/** What a caller receives from a successful call, camelCased. */
export type EndpointResult<E extends EndpointDefinition> = Output<Named<E, 'response'>>;

/** A slot whose every field is optional may be left out (a query of options only). */
type Slot<E, Key extends string> =
  Named<E, Key> extends undefined
    ? { [K in Key]?: undefined }
    : object extends Input<Named<E, Key>>
      ? { [K in Key]?: Input<Named<E, Key>> }
      : { [K in Key]: Input<Named<E, Key>> };

/** What a caller passes: params, query and body where the endpoint takes them, camelCased. */
export type CallInput<E extends EndpointDefinition> = Slot<E, 'params'> & Slot<E, 'query'> & Slot<E, 'body'>;

/** The path with its `:parameters` filled in, each URL-encoded. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path} needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The names of a path's `:parameters`, in order. */
export const pathParameters = (path: string): string[] => [...path.matchAll(/:([A-Za-z][A-Za-z0-9]*)/g)].map((match) => match[1]!);

/** Paths under this belong to the content service, which a deployment may serve from another base URL. */
export const CONTENT_PATH_PREFIX = '/content';
