import { getConfig } from './config';
import { currentLanguage } from './i18n';
import { storage } from './storage';

/** A non-2xx answer. The API's body is `{statusCode, code, message, fields?}`, `message` already translated. */
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

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => {};

/** The app decides where a forced logout goes (spec: home); set once at start. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

/**
 * Spec sections 4 and 8: any 401 ends the session and sends the visitor home. Exported for the one
 * request that cannot go through `api()`: a video upload, sent by XMLHttpRequest for its progress.
 */
export function endSession(): void {
  storage.token.remove();
  onUnauthorized();
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as it is when FormData (multipart). */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
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
    error.fields && typeof error.fields === 'object' ? (error.fields as Record<string, string>) : {},
  );
}

async function readError(response: Response): Promise<ApiError> {
  return apiErrorFrom(response.status, response.statusText, await response.json().catch(() => null));
}

async function send<T>(url: string, { method = 'GET', body, signal, headers = {} }: RequestOptions, withSession: boolean): Promise<T> {
  const token = withSession ? storage.token.get() : null;
  const isForm = body instanceof FormData;
  const response = await fetch(url, {
    method,
    signal,
    // The backend may set cookies (spec section 7: credentials are sent); the content service needs none.
    credentials: withSession ? 'include' : 'same-origin',
    headers: {
      Accept: 'application/json',
      'Accept-Language': currentLanguage(),
      ...(body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  if (!response.ok) {
    if (response.status === 401 && withSession) endSession();
    throw await readError(response);
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** The backend API: `path` is relative to the configured backend base, e.g. `api/v2/settings`. */
export function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return send<T>(joinUrl(getConfig().backendBaseUrl, path), options, true);
}

/** A read from the content service (Directus style): answers carry the payload under `data`. */
export async function content<T>(path: string, query: Record<string, string> = {}, signal?: AbortSignal): Promise<T> {
  const search = new URLSearchParams(query).toString();
  const url = joinUrl(getConfig().contentBaseUrl, path) + (search ? `?${search}` : '');
  const answer = await send<{ data: T }>(url, { signal }, false);
  return answer.data;
}

/** The address of a content-service file (photos, logos). */
export function assetUrl(id: string): string {
  return joinUrl(getConfig().contentBaseUrl, `assets/${encodeURIComponent(id)}`);
}
