import { CONTENT_PATH_PREFIX, fillPath, getContentAsset, toCamel, toSnake, type CallInput, type EndpointDefinition, type EndpointResult } from '@awards/contracts';
import { getConfig } from './config';
import { DRAFT_VERSION, inPreview, noteDraftRead } from './content-preview';
import { currentLanguage } from './i18n';
import { storage } from './storage';

/**
 * A non-2xx answer. The API's body is `{statusCode, code, message, fields?}`, `message` already
 * in the visitor's language; `fields` is keyed by the code's own (camelCase) field names.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * How requests go out: the browser's fetch, or, in the server's page renderer, one that answers
 * them inside the server's process.
 */
let transport: typeof fetch = (...request) => fetch(...request);

export function setTransport(send: typeof fetch): void {
  transport = send;
}

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => {};

/** The app decides where a forced logout goes (home); set once at start. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

/**
 * Any 401 ends the session and sends the visitor home. Exported for the one request that cannot
 * go through `call()`: a video upload, sent by XMLHttpRequest for its progress.
 */
export function endSession(): void {
  storage.token.remove();
  onUnauthorized();
}

/** Joins a base that may or may not end in a slash (`/`, `/content`, `https://cms/`) with a path. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** The ApiError for a non-2xx answer's status and parsed body (null when it was not JSON). */
export function apiErrorFrom(status: number, statusText: string, body: unknown): ApiError {
  const error = (body && typeof body === 'object' ? body : {}) as { code?: unknown; message?: unknown; fields?: unknown };
  return new ApiError(
    status,
    typeof error.code === 'string' ? error.code : 'http_error',
    typeof error.message === 'string' ? error.message : statusText || `HTTP ${status}`,
    error.fields && typeof error.fields === 'object' ? (toCamel(error.fields) as Record<string, string>) : {},
  );
}

const isContentService = (path: string) => path.startsWith(`${CONTENT_PATH_PREFIX}/`);

/** Where an endpoint answers: the content service may be deployed apart from the API, at its own base URL. */
export function endpointUrl(endpoint: Pick<EndpointDefinition, 'path'>, params?: Record<string, string | number>): string {
  const path = fillPath(endpoint.path, params);
  const { backendBaseUrl, contentBaseUrl } = getConfig();
  return isContentService(path) ? joinUrl(contentBaseUrl, path.slice(CONTENT_PATH_PREFIX.length)) : joinUrl(backendBaseUrl, path);
}

/**
 * A query string in the wire's keys. A nested object goes in brackets, as the content service
 * reads a Directus filter (`filter[slug][_eq]=terms-of-use`); a list goes comma-separated.
 */
function searchOf(query: object): string {
  const search = new URLSearchParams();
  const add = (name: string, value: unknown) => {
    if (value === undefined) return;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, inner] of Object.entries(value)) add(`${name}[${key}]`, inner);
    } else search.append(name, String(value));
  };
  for (const [name, value] of Object.entries(toSnake(query) as Record<string, unknown>)) add(name, value);
  return search.toString();
}

export interface CallOptions {
  signal?: AbortSignal;
  /** Added to the usual headers: an `Accept-Language` for a language other than the visitor's. */
  headers?: Record<string, string>;
  /**
   * The browser's HTTP cache mode. `reload` is for a read that must reach the server although the
   * browser may still hold an answer it was allowed to keep (a live event has just changed it).
   */
  cache?: RequestCache;
  /** A multipart body, for an endpoint that takes a file: the browser sets its Content-Type. */
  form?: FormData;
}

type CallArguments<E extends EndpointDefinition> = object extends CallInput<E> ? [input?: CallInput<E> & CallOptions] : [input: CallInput<E> & CallOptions];

/** The cache mode of the calls started inside `pastHttpCache`. */
let cacheOverride: RequestCache | undefined;

/**
 * Runs `start` with every call it makes at once going past the browser's HTTP cache (`reload`):
 * for the reads after a live event, which has just changed what the browser may still hold,
 * whatever the answers' Cache-Control allowed. A query's read starts as its fetch does, so the
 * queries `start` refetches make their calls in it.
 */
export function pastHttpCache<T>(start: () => T): T {
  cacheOverride = 'reload';
  try {
    return start();
  } finally {
    cacheOverride = undefined;
  }
}

const isRefusal = (status: number) => status === 401 || status === 403;

/**
 * Calls an endpoint as its contract defines it: the path with its params, the query, the JSON
 * body (or a multipart form), all given in the code's camelCase and sent in the wire's snake_case; the answer comes back
 * camelCased, a failure as an ApiError. API requests carry the session's bearer token (and a 401
 * ends the session); the content service's carry none, but in a tab in preview, where they (and
 * the API answers that embed content) read the draft as the session's organiser, never from or
 * into the browser's cache. A refused draft
 * read (the session is not an organiser's) leaves the session as it is and is noted for the
 * preview's banner to say.
 */
export async function call<E extends EndpointDefinition>(endpoint: E, ...[input]: CallArguments<E>): Promise<EndpointResult<E>> {
  const { params, query, body, form, signal, cache, headers = {} } = (input ?? {}) as CallOptions & { params?: Record<string, string | number>; query?: object; body?: unknown };
  const content = isContentService(endpoint.path);
  const draft = (content || endpoint.embedsContent === true) && inPreview();
  const token = !content || draft ? storage.token.get() : null;
  const search = searchOf(draft ? { ...query, version: DRAFT_VERSION } : (query ?? {}));
  const mode = draft ? 'no-store' : (cache ?? cacheOverride);
  const response = await transport(endpointUrl(endpoint, params) + (search ? `?${search}` : ''), {
    method: endpoint.method,
    signal,
    ...(mode ? { cache: mode } : {}),
    // The backend may set cookies, so credentials go with its requests; the content service needs none.
    credentials: content ? 'same-origin' : 'include',
    headers: {
      Accept: 'application/json',
      'Accept-Language': currentLanguage(),
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: form ?? (body === undefined ? undefined : JSON.stringify(toSnake(body))),
  });
  if (draft && (response.ok || isRefusal(response.status))) noteDraftRead(response.ok ? 'read' : 'refused');
  if (!response.ok) {
    if (response.status === 401 && !content) endSession();
    throw apiErrorFrom(response.status, response.statusText, await response.json().catch(() => null));
  }
  return toCamel(response.status === 204 ? undefined : await response.json()) as EndpointResult<E>;
}

/** The address of a content-service file (photos, logos). */
export function assetUrl(id: string): string {
  return endpointUrl(getContentAsset, { id });
}

/** A streamer's photo: an asset id of the content service or, for imported ones, an absolute address. */
export const photoUrl = (photo: string) => (/^https?:\/\//.test(photo) ? photo : assetUrl(photo));
